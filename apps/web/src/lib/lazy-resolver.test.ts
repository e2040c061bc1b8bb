import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';

const schema = z.object({ phoneNumber: z.string().min(10, 'Enter a valid 10-digit Indian mobile number.') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema on first use only, and validates as zodResolver does', async () => {
    const load = vi.fn(async () => schema);
    const { resolver, preload } = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    const bad = await resolver({ phoneNumber: '123' }, undefined, options);
    expect(bad.errors.phoneNumber?.message).toBe('Enter a valid 10-digit Indian mobile number.');
    const good = await resolver({ phoneNumber: '9876543210' }, undefined, options);
    expect(good).toEqual({ values: { phoneNumber: '9876543210' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const { resolver, preload } = lazyZodResolver(load);
    preload();
    await expect(resolver({ phoneNumber: '9876543210' }, undefined, options)).rejects.toThrow('offline');
    const good = await resolver({ phoneNumber: '9876543210' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
