/**
 * A form's shared schema, loaded (with zod) on first use rather than with the page: the sign-in page
 * is usable before it arrives (issue 15: zod and the shared schemas are some 37 KB of brotli).
 * `preload()` starts the download early (the form calls it on the first keystroke); `get()` waits
 * for it. A failed download is tried again on the next use.
 */
export function lazySchema<Schema>(load: () => Promise<Schema>) {
  let ready: Promise<Schema> | undefined;
  const get = () =>
    (ready ??= load().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  return {
    get,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
