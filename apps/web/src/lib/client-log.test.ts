import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  createClientLog,
  createThrottle,
  type ClientLogBody,
  type ClientLogEnv,
} from './client-log';

describe('client error reporting throttle', () => {
  it('sends a repeated message once a minute and at most 10 messages a minute', () => {
    let now = 0;
    const allow = createThrottle(() => now);
    expect(allow('boom')).toBe(true);
    expect(allow('boom')).toBe(false);
    const others = Array.from({ length: 12 }, (_, i) => allow(`other ${i}`));
    expect(others.filter(Boolean)).toHaveLength(9);
    now = 60_000;
    expect(allow('boom')).toBe(true);
  });
});

/**
 * A fake window: events dispatched on a plain EventTarget, sessionStorage in a Map, a counted reload.
 * `after` is the page before a reload: the new page starts fresh but keeps its tab's sessionStorage.
 */
interface Tab {
  store: Map<string, string>;
  clock: { now: number };
}
function fakeWindow(opts: { storageThrows?: boolean; after?: Tab } = {}) {
  const target = new EventTarget();
  const sent: ClientLogBody[] = [];
  const store = opts.after?.store ?? new Map<string, string>();
  const clock = opts.after?.clock ?? { now: 1_000_000 };
  let reloads = 0;
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const env: ClientLogEnv = {
    target,
    send: (body) => void sent.push(body),
    storage: {
      getItem: (k) => (opts.storageThrows ? blocked() : (store.get(k) ?? null)),
      setItem: (k, v) => (opts.storageThrows ? blocked() : void store.set(k, v)),
    },
    reload: () => void reloads++,
    now: () => clock.now,
    pageUrl: () => 'https://acme.example/panel/customer',
    userAgent: 'test-agent',
  };
  const log = createClientLog(env);
  log.listen();
  const fire = (type: string, fields: Record<string, unknown>) => {
    const event = Object.assign(new Event(type, { cancelable: true }), fields);
    target.dispatchEvent(event);
    return event;
  };
  return { log, sent, store, clock, fire, reloads: () => reloads };
}

const preloadError = () => new Error('Unable to preload CSS for /panel/assets/insights-page-Bx1.css');

describe('client error reporting', () => {
  it('sends an unhandled error and a promise rejection to POST /log with where they happened', () => {
    const w = fakeWindow();
    const error = new TypeError("Cannot read properties of undefined (reading 'cardNo')");
    w.fire('error', { error, message: error.message, filename: 'app.js', lineno: 3, colno: 14 });
    w.fire('unhandledrejection', { reason: 'network down' });
    expect(w.sent).toEqual([
      {
        level: 'error',
        message: "TypeError: Cannot read properties of undefined (reading 'cardNo')",
        additionalInfo: {
          stack: error.stack,
          file: 'app.js',
          line: 3,
          column: 14,
          url: 'https://acme.example/panel/customer',
          userAgent: 'test-agent',
        },
        source: 'frontend',
      },
      {
        level: 'error',
        message: 'network down',
        additionalInfo: {
          stack: undefined,
          kind: 'unhandledrejection',
          url: 'https://acme.example/panel/customer',
          userAgent: 'test-agent',
        },
        source: 'frontend',
      },
    ]);
    expect(w.reloads()).toBe(0);
  });

  it('reports a failed CSS/JS preload and reloads once, holding back the error while it reloads', () => {
    const w = fakeWindow();
    const first = w.fire('vite:preloadError', { payload: preloadError() });
    expect(w.reloads()).toBe(1);
    expect(first.defaultPrevented).toBe(true);
    expect(w.store.get(CHUNK_RELOAD_KEY)).toBe(String(w.clock.now));
    expect(w.sent[0]).toMatchObject({
      message: 'Error: Unable to preload CSS for /panel/assets/insights-page-Bx1.css',
      additionalInfo: { kind: 'vite:preloadError', reloading: true },
    });

    // After the reload (same tab, same sessionStorage) it fails again: no second reload, the error goes
    // on to the route error screen, and the report says so.
    const reloaded = fakeWindow({ after: w });
    reloaded.clock.now += 5_000;
    const again = reloaded.fire('vite:preloadError', { payload: new Error('Unable to preload CSS again') });
    expect(reloaded.reloads()).toBe(0);
    expect(again.defaultPrevented).toBe(false);
    expect(reloaded.sent[0]).toMatchObject({
      additionalInfo: { kind: 'vite:preloadError', reloading: false },
    });
  });

  it('a route chunk failure reloads once per guard period, never in a loop', () => {
    const w = fakeWindow();
    const failure = new Error('Failed to fetch dynamically imported module: /panel/assets/x.js');
    expect(w.log.chunkFailed(failure, 'ChunkLoadError')).toBe(true);
    // Another failure while this page is going away waits for the same reload.
    expect(w.log.chunkFailed(failure, 'ChunkLoadError')).toBe(true);
    expect(w.reloads()).toBe(1);
    const reloaded = fakeWindow({ after: w });
    expect(reloaded.log.chunkFailed(failure, 'ChunkLoadError')).toBe(false);
    reloaded.clock.now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(reloaded.log.chunkFailed(failure, 'ChunkLoadError')).toBe(false);
    reloaded.clock.now += 1;
    // Long after (a later deploy), one more automatic reload is allowed.
    expect(reloaded.log.chunkFailed(failure, 'ChunkLoadError')).toBe(true);
    expect(reloaded.reloads()).toBe(1);
  });

  it('does not reload at all when sessionStorage is blocked, since it could not stop a loop', () => {
    const w = fakeWindow({ storageThrows: true });
    const event = w.fire('vite:preloadError', { payload: preloadError() });
    expect(w.reloads()).toBe(0);
    expect(event.defaultPrevented).toBe(false);
    expect(w.sent).toHaveLength(1);
  });
});
