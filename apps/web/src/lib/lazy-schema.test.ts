import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

const schema = z.object({ phoneNumber: z.string().min(10, 'Enter a valid 10-digit Indian mobile number.') });

describe('lazySchema', () => {
  it('loads the schema on first use only', async () => {
    const load = vi.fn(async () => schema);
    const lazy = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    lazy.preload();
    lazy.preload();
    expect(await lazy.get()).toBe(schema);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const lazy = lazySchema(load);
    lazy.preload();
    await expect(lazy.get()).rejects.toThrow('offline');
    expect(await lazy.get()).toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
