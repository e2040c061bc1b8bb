import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@panel/shared/constants.ts';
import { chunkLoadFailed } from './client-log';
import { i18n } from './i18n';

/**
 * A route chunk that failed or timed out. It is reported and reloads the page once by itself
 * (lib/client-log.ts); failing again soon after, the route error screen offers a reload.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * For a route's `lazy`: loads the page's chunk (time-limited as spec section 9 says) and hands
 * React Router its default export, so each screen is its own chunk and the first load stays small.
 * A failure reloads the page once (see ChunkLoadError), then reaches the route error screen.
 * `namespaces`: the screen's translation namespaces (src/locales/<language>/<namespace>.json).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: string[] = []) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadError('Loading a part of the panel timed out.')),
        CHUNK_LOAD_TIMEOUT_MS,
      );
    });
    try {
      // The screen's texts load beside its chunk, so it never waits for them after it arrives.
      const [module] = await Promise.race([Promise.all([load(), i18n.loadNamespaces(namespaces)]), timeout]);
      return { Component: module.default };
    } catch (error) {
      const failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(errorText(error));
      // While the page reloads, the route stays pending rather than flashing the error screen.
      if (chunkLoadFailed(failure)) return new Promise<never>(() => undefined);
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  };
}

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'A part of the panel failed to load.';
