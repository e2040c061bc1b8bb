import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const serialize = responseSerializerCompiler({
  schema: z.object({ data: z.object({ userId: z.string(), phone: z.string().nullable() }) }),
  method: 'GET',
  url: '/api/v1/example',
  httpStatus: '200',
});

describe('responseSerializerCompiler', () => {
  it('sends only the declared fields', () => {
    const body = serialize({ data: { userId: 'u1', phone: null, passwordHash: 'secret', otp: '123456' } });
    expect(JSON.parse(body)).toEqual({ data: { userId: 'u1', phone: null } });
  });

  it('refuses an answer that does not fit its schema', () => {
    expect(() => serialize({ data: { userId: 42, phone: null } })).toThrow(/Response doesn't match/);
  });
});
