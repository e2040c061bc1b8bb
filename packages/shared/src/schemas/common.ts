import { z } from 'zod';

/** Paging for every list: never an unbounded list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int() });

/** A query-string boolean: "true"/"false"/"1"/"0". */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Success envelope: every 2xx body is { data }. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** The answer to a delete: the id that was deleted under its own key, e.g. { businessId, deleted }. */
export const deletedSchema = <K extends string, T extends z.ZodType = z.ZodString>(key: K, id?: T) =>
  z.object({ ...({ [key]: id ?? z.string() } as Record<K, T>), deleted: z.boolean() });
