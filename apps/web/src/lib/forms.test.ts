import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './forms';

describe('fieldErrors', () => {
  it('names each failed field once, with its first message, at the depth asked', () => {
    const schema = z.object({
      agency: z.object({
        name: z.string().min(1, 'Name is required.').max(3, 'Too long.'),
        hosts: z.array(z.string()).min(1, 'Add a host.'),
      }),
    });
    const result = schema.safeParse({ agency: { name: '', hosts: [] } });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error?.issues ?? [], 1)).toEqual({
      name: 'Name is required.',
      hosts: 'Add a host.',
    });
    expect(
      fieldErrors([
        { path: ['rating'], message: 'Choose a rating.' },
        { path: ['rating'], message: 'Later.' },
      ]),
    ).toEqual({
      rating: 'Choose a rating.',
    });
  });
});
