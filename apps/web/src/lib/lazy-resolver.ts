import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose zod schema, zod itself and the zod resolver load on first use
 * rather than with the page: the sign-in page is usable before they arrive (issue 15: zod and the
 * shared schemas are some 37 KB of brotli). `preload()` starts the download early (the form calls it
 * on the first keystroke); a submit waits for it. A failed download is tried again on the next use.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
) {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () =>
    (ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await get())(values, context, options);
  return {
    resolver,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
