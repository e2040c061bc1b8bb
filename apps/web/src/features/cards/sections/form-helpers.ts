import { z } from 'zod';

/** Inputs the form keeps for typing (a blank phone or e-mail row) are not values. */
export const dropBlankStrings = (schema: z.ZodType) =>
  z.preprocess((v) => (Array.isArray(v) ? v.filter((x) => String(x ?? '').trim() !== '') : v), schema);

/** An optional object whose inputs are all blank means "not given". */
export const blankObjectToUndefined = (schema: z.ZodType) =>
  z.preprocess(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      Object.values(v).every((x) => typeof x !== 'string' || x.trim() === '')
        ? undefined
        : v,
    schema.optional(),
  );

/** Reorders a copy of a list (the editor's up/down buttons). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}
