import { z } from 'zod';

/** Paging for every list: never an unbounded list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `format=csv` on a list or report: the rows its filters give, as a CSV file (report.csv) instead of a page. */
export const csvFormat = z.enum(['csv', 'json'], { error: 'Choose csv or json.' }).optional();

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int() });

/** A query-string boolean: "true"/"false"/"1"/"0". */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Success envelope: every 2xx body is { data }. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** The answer to a delete: the id that was deleted under its own key, e.g. { businessId, deleted }. */
export const deletedSchema = <K extends string, T extends z.ZodType = z.ZodString>(key: K, id?: T) =>
  z.object({ ...({ [key]: id ?? z.string() } as Record<K, T>), deleted: z.boolean() });

/**
 * Control characters (other than tab, line feed and carriage return) and lone UTF-16 surrogates:
 * PostgreSQL cannot store a NUL or ill-formed text, and nobody types them on purpose.
 */
// Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
export const UNSAFE_TEXT_MESSAGE = 'Remove the control characters or broken symbols from this text.';
export const isSafeText = (v: string) => !UNSAFE_TEXT.test(v);

/**
 * Every text field of every request: refuses control characters and ill-formed Unicode, and trims.
 * Chain lengths and patterns on it as on z.string().
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, UNSAFE_TEXT_MESSAGE).trim();

/** A password: as safe as text(), but kept exactly as typed (spaces are part of it). */
export const secretText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** A calendar date ('yyyy-MM-dd') that exists: 2020-13-45 and 2023-02-29 are refused. */
export const calendarDateSchema = z.iso.date({ error: 'Use a date like 2026-11-22.' });

export const idParamSchema = z.object({ id: text().min(1).max(64) });

/** Binary answers (PDF, PNG): declared so the route documents them; Fastify sends the bytes as they are. */
export const binaryFileSchema = z.any().describe('binary file');
