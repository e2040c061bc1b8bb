/**
 * Whether a failed insert/update hit a unique index. Drizzle wraps driver errors, and PGlite and pg
 * put the SQLSTATE in different places, so look at the error and its cause.
 */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return index ? e.constraint === index || String(e.message).includes(index) : true;
  }
  return false;
}
