import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const schema = z.object({
  data: z.object({
    userId: z.string(),
    phone: z.string().nullable(),
    role: z.enum(['admin', 'creator']).nullable(),
    address: z.object({ city: z.string(), pincode: z.string().optional() }).nullable(),
    choice: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), a: z.number() }),
      z.object({ kind: z.literal('b'), b: z.string() }),
    ]),
    tags: z.array(z.string()).default([]),
  }),
});
const serializer = (checked: boolean) =>
  responseSerializerCompiler({ checked })({
    schema,
    method: 'GET',
    url: '/api/v1/example',
    httpStatus: '200',
  });
const answer = {
  data: {
    userId: 'u1',
    phone: null,
    role: 'admin',
    address: { city: 'Pune', pincode: '411001', secret: 'x' },
    choice: { kind: 'b', b: 'yes', hidden: 1 },
    tags: [],
  },
};

describe.each([
  ['checked (tests)', true],
  ['compiled only', false],
])('responseSerializerCompiler, %s', (_, checked) => {
  const serialize = serializer(checked);

  it('sends only the declared fields, as zod would', () => {
    const body = serialize({ ...answer, data: { ...answer.data, passwordHash: 'secret', otp: '123456' } });
    expect(body).toBe(JSON.stringify(schema.parse(answer)));
    expect(JSON.parse(body)).toEqual({
      data: {
        userId: 'u1',
        phone: null,
        role: 'admin',
        address: { city: 'Pune', pincode: '411001' },
        choice: { kind: 'b', b: 'yes' },
        tags: [],
      },
    });
  });

  it('writes null where the schema allows it', () => {
    const body = serialize({ data: { ...answer.data, phone: '+919000000001', role: null, address: null } });
    expect(JSON.parse(body).data).toMatchObject({ phone: '+919000000001', role: null, address: null });
  });

  it('refuses an answer without a required field', () => {
    const { userId: _, ...withoutUser } = answer.data;
    expect(() => serialize({ data: withoutUser })).toThrow(/Response doesn't match/);
  });

  it('refuses an answer that fits no branch of a union', () => {
    expect(() => serialize({ data: { ...answer.data, choice: { kind: 'c' } } })).toThrow(
      /Response doesn't match/,
    );
  });
});

describe('responseSerializerCompiler, checked (tests)', () => {
  const serialize = serializer(true);

  it('refuses a value of the wrong type, which the compiled writer alone would convert', () => {
    const wrong = { data: { ...answer.data, userId: 42 } };
    expect(serializer(false)(wrong)).toContain('"userId":"42"');
    expect(() => serialize(wrong)).toThrow(/Response doesn't match/);
  });

  it("refuses an answer that zod's normalising steps would change (the compiled writer does not run them)", () => {
    const trimmed = responseSerializerCompiler({ checked: true })({
      schema: z.object({ name: z.string().transform((s) => s.trim()) }),
      method: 'GET',
      url: '/api/v1/example',
      httpStatus: '200',
    });
    expect(trimmed({ name: 'Asha' })).toBe('{"name":"Asha"}');
    expect(() => trimmed({ name: ' Asha ' })).toThrow(/Response doesn't match/);
  });
});
