import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { AppInstance } from '../app-types.ts';

/**
 * Reads whose cost grows with the agency and that a screen asks again and again: the `total` of a
 * paged staff list ({ list, total }) for one caller and one set of filters (counting 100,000
 * businesses takes tens of milliseconds, and paging, sorting or reopening a list asks the same count),
 * All Projects' "made by" choices, an agency's month bills. Each is computed once and kept until
 * anything is written anywhere (plugins/memory-caches.ts drops them with the other memory caches, on
 * every instance) or for a minute at most. Callers put the date in the key when the answer depends on
 * it (an active plan). Concurrent askers share one computation.
 */
export type KeptRead = <T>(key: readonly unknown[], read: () => Promise<T>) => Promise<T>;

/** Reads every time: for callers outside a request (scripts, benches). */
export const readAlways: KeptRead = (_key, read) => read();

declare module 'fastify' {
  interface FastifyInstance {
    keptRead: KeptRead;
  }
}

export default fp(
  async (app: AppInstance) => {
    const kept = new LRUCache<string, Promise<unknown>>({ max: 5_000, ttl: 60_000 });
    app.memoryCaches.onDrop(() => kept.clear());
    const keptRead: KeptRead = <T>(key: readonly unknown[], read: () => Promise<T>) => {
      const k = JSON.stringify(key);
      const hit = kept.get(k) as Promise<T> | undefined;
      if (hit) return hit;
      const generation = app.memoryCaches.generation;
      const reading = read();
      kept.set(k, reading);
      // A failed read is not kept; one made while something was written may be stale: not kept.
      const forget = () => {
        if (kept.get(k) === reading) kept.delete(k);
      };
      reading.then((value) => {
        if (generation !== app.memoryCaches.generation) forget();
        return value;
      }, forget);
      return reading;
    };
    app.decorate('keptRead', keptRead);
  },
  { name: 'kept-reads', dependencies: ['memory-caches'] },
);
