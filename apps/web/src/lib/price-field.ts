import { z } from 'zod';
import { rupeesToPaise } from '@panel/shared/money.ts';

/**
 * People type prices in rupees; the shared plan schemas take paise. This turns a typed rupee amount
 * into paise before the shared schema runs, and leaves blanks and non-numbers alone, so the schema's
 * own 'Price is Required' / 'must be a number' messages still decide.
 */
export function rupeesInputToPaise(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const rupees = Number(value);
  return Number.isFinite(rupees) ? rupeesToPaise(rupees) : value;
}

/** The shared schema with a rupee price field in front; form values in, the schema's output out. */
export const withPriceInRupees = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) =>
      v && typeof v === 'object' ? { ...v, price: rupeesInputToPaise((v as { price?: unknown }).price) } : v,
    schema,
  ) as unknown as z.ZodType<z.output<T>, Record<string, unknown>>;
