import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Every JSON answer is written from its route's response schema, with only the fields the schema
 * declares, so nothing leaks by accident (a password hash, another user's contact).
 *
 * The writer is compiled once per route by fast-json-stringify from the JSON schema zod gives of the
 * answer (its output side). Checking each answer with zod first cost more than the rest of a list
 * page's work in Node (its allocations kept the garbage collector busy), so the full check runs where
 * a wrong shape must be caught: `checked` (the tests) parses every answer with zod, refuses one that
 * does not fit, and refuses a compiled answer that differs from zod's by a byte. Unchecked, a missing
 * required field or an answer that fits no branch of a union still throws (fast-json-stringify's own
 * checks); a value of the wrong type is converted as JSON schema says (a number where a string is
 * declared is sent as a string), never sent as something the schema does not declare. A throw is a 500
 * with the mismatch in the log, never a silently different body.
 */
/** A 500 (plugins/errors.ts keeps the details in the log); `cause` says what did not fit. */
export class AnswerMismatchError extends Error {
  constructor(method: string, url: string, cause: unknown) {
    super(`Response doesn't match the schema: ${method} ${url}`, { cause });
  }
}

export function responseSerializerCompiler({
  checked,
}: {
  checked: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    // Compiled on the first answer: most routes are never called in a test file or a short-lived process.
    let write: ((data: unknown) => string) | undefined;
    const compiled = (data: unknown) => {
      write ??= fastJsonStringify(answerJsonSchema(schema) as Parameters<typeof fastJsonStringify>[0]);
      return write(data);
    };
    const fail = (cause: unknown) => new AnswerMismatchError(method, url, cause);
    if (!checked)
      return (data) => {
        try {
          return compiled(data);
        } catch (cause) {
          throw fail(cause);
        }
      };
    return (data) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw fail(parsed.error);
      const expected = JSON.stringify(parsed.data);
      const sent = compiled(data);
      if (sent !== expected && !isDeepStrictEqual(JSON.parse(sent), JSON.parse(expected)))
        throw fail(
          new Error(
            `The compiled answer differs from the schema's.\nsent:     ${sent}\nexpected: ${expected}`,
          ),
        );
      return sent;
    };
  };
}

/**
 * The answer's JSON schema (draft-07, what fast-json-stringify reads). Values zod cannot describe
 * (a Date, a transform's result) become "any": written as JSON.stringify would.
 */
export function answerJsonSchema(schema: z.ZodType) {
  return forWriting(
    z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }),
  );
}

type JsonSchema = { [key: string]: unknown };
const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Two rewrites that keep what the schema says of an answer:
 * - `additionalProperties: false` goes: zod strips undeclared keys rather than refusing them, and
 *   fast-json-stringify writes declared keys only anyway, but tests a union's branches with a
 *   validator that would refuse an object with one key more than the branch declares.
 * - zod writes `.nullable()` as `anyOf: [X, { type: 'null' }]`, for which fast-json-stringify tries
 *   each branch with that validator on every value (a 20-row page took longer to write than zod's own
 *   check); `type: [X's type, 'null']` says the same and is written after a type test.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (!isSchema(node)) return node;
  const out = Object.fromEntries(
    Object.entries(node)
      .filter(([k, v]) => !(k === 'additionalProperties' && v === false))
      .map(([k, v]) => [k, forWriting(v)]),
  );
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(out).length !== 1) return out;
  const nullAt = branches.findIndex((b) => isSchema(b) && b.type === 'null' && Object.keys(b).length === 1);
  const value: unknown = branches[1 - nullAt];
  if (
    nullAt < 0 ||
    !isSchema(value) ||
    typeof value.type !== 'string' ||
    'anyOf' in value ||
    'oneOf' in value
  )
    return out;
  const nullable = { ...value, type: [value.type, 'null'] };
  return Array.isArray(value.enum) ? { ...nullable, enum: [...value.enum, null] } : nullable;
}
