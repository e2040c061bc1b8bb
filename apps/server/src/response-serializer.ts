import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Every JSON answer is checked against its route's response schema and sent with only the fields
 * the schema declares, so nothing leaks by accident (a password hash, another user's contact).
 * Parsed rather than encoded: the answer schemas reuse the request schemas' normalising steps
 * (a phone to E.164, a blank field to absent), which give stored data back unchanged, while zod
 * refuses to encode through any transform. An answer that does not fit is a 500 with the mismatch
 * in the log, never a silently different body.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
