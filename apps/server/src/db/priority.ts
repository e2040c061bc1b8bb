import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `read` with its statements marked as background work: on PGlite's single session they wait
 * behind those of requests in flight (db/pglite-thread.ts); PostgreSQL runs them side by side anyway.
 */
export const inBackground = <T>(read: () => Promise<T>): Promise<T> => background.run(true, read);

export const isBackground = (): boolean => background.getStore() === true;
