import { describe, expect, it } from 'vitest';
import { installClientErrorReporting, type ClientLogBody } from './client-log';
import { ChunkLoadError, isChunkLoadError, lazyPage } from './lazy-page';

describe('a route whose chunk fails to load', () => {
  it('is reported and reloads the page once; failing again it reaches the route error as a ChunkLoadError', async () => {
    const sent: ClientLogBody[] = [];
    const store = new Map<string, string>();
    let reloads = 0;
    /** A page load of the same tab: fresh module state, the tab's sessionStorage kept. */
    const loadPage = () =>
      installClientErrorReporting({
        target: new EventTarget(),
        send: (body) => void sent.push(body),
        storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
        reload: () => void reloads++,
        now: Date.now,
        pageUrl: () => 'http://localhost/panel/admin/insights',
        userAgent: 'test-agent',
      });
    loadPage();
    const route = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /panel/assets/insights.js')),
    );

    // The first failure reloads; the route stays pending so no error screen flashes meanwhile.
    const pending = Symbol('pending');
    const first = await Promise.race([
      route(),
      new Promise((resolve) => setTimeout(() => resolve(pending), 50)),
    ]);
    expect(first).toBe(pending);
    expect(reloads).toBe(1);
    expect(sent[0]).toMatchObject({
      message: 'ChunkLoadError: Failed to fetch dynamically imported module: /panel/assets/insights.js',
      additionalInfo: { kind: 'ChunkLoadError', reloading: true },
    });

    // After the reload it fails again: no second reload, the router gets the error.
    loadPage();
    const error = await route().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect(reloads).toBe(1);
  });
});
