import type { z } from 'zod';
import type { clientLogBodySchema } from '@panel/shared/schemas/auth.ts';

/**
 * Unhandled browser errors, promise rejections and chunk/CSS load failures go to POST /log (spec
 * sections 7 and 8), throttled so a render loop cannot flood the server: the same message at most once
 * a minute, at most 10 a minute (the server also limits per session and address). A chunk that failed
 * to load reloads the page once, since a new deploy has usually replaced the files the open tab asks for.
 */
const WINDOW_MS = 60_000;
const MAX_PER_WINDOW = 10;
/** sessionStorage key: when this tab last reloaded itself after a chunk failed. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A chunk failure within this long of the last automatic reload shows the error instead of looping. */
export const CHUNK_RELOAD_GUARD_MS = 10 * 60_000;

export function createThrottle(now: () => number = Date.now) {
  let windowStart = 0;
  let sentInWindow = 0;
  const lastSent = new Map<string, number>();
  return (message: string): boolean => {
    const t = now();
    if (t - windowStart >= WINDOW_MS) {
      windowStart = t;
      sentInWindow = 0;
      lastSent.clear();
    }
    const last = lastSent.get(message);
    if (sentInWindow >= MAX_PER_WINDOW || (last !== undefined && t - last < WINDOW_MS)) return false;
    sentInWindow += 1;
    lastSent.set(message, t);
    return true;
  };
}

export type ClientLogBody = z.input<typeof clientLogBodySchema>;

/** What error reporting needs from the browser, so tests can hand it fakes. */
export interface ClientLogEnv {
  /** Where error, unhandledrejection and vite:preloadError are dispatched (window). */
  target: EventTarget;
  send: (body: ClientLogBody) => void;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
  pageUrl: () => string;
  userAgent: string;
}

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  return { message: typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason)) };
}

export function createClientLog(env: ClientLogEnv) {
  const allow = createThrottle(env.now);
  const report = (message: string, additionalInfo: Record<string, unknown>) => {
    const trimmed = message.slice(0, 2000);
    if (!allow(trimmed)) return;
    env.send({
      level: 'error',
      message: trimmed,
      additionalInfo: { ...additionalInfo, url: env.pageUrl(), userAgent: env.userAgent },
      source: 'frontend',
    });
  };

  /** Set once this page has asked to reload: later failures wait for it instead of showing an error. */
  let reloading = false;
  /** Reloads unless this tab already did so lately or cannot remember doing it (no loop either way). */
  const reloadOnce = (): boolean => {
    if (reloading) return true;
    try {
      const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NEGATIVE_INFINITY);
      if (env.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
      env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
    } catch {
      return false;
    }
    reloading = true;
    env.reload();
    return true;
  };

  /** Reports a chunk or CSS file that failed to load; true when the page is reloading for it. */
  const chunkFailed = (error: unknown, kind: string): boolean => {
    const reloading = reloadOnce();
    const { message, stack } = describe(error);
    report(message, { stack, kind, reloading });
    return reloading;
  };

  const listen = () => {
    env.target.addEventListener('error', (event) => {
      const e = event as ErrorEvent;
      const { message, stack } = describe(e.error ?? e.message);
      report(message, { stack, file: e.filename, line: e.lineno, column: e.colno });
    });
    env.target.addEventListener('unhandledrejection', (event) => {
      const { message, stack } = describe((event as PromiseRejectionEvent).reason);
      report(message, { stack, kind: 'unhandledrejection' });
    });
    // Vite's preload helper fires this when a route's JS or CSS dependency fails; unless prevented it
    // rethrows into the route's import, whose ChunkLoadError then shows the route error screen.
    env.target.addEventListener('vite:preloadError', (event) => {
      if (chunkFailed((event as Event & { payload?: unknown }).payload, 'vite:preloadError'))
        event.preventDefault();
    });
  };

  return { report, chunkFailed, listen };
}

let installed: ReturnType<typeof createClientLog> | null = null;

const browserEnv = (): ClientLogEnv => ({
  target: window,
  // Plain fetch, not the API client: reporting must never raise dialogs or report itself.
  send: (body) =>
    void fetch('/log', {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined),
  // Read on use: touching sessionStorage throws where storage is blocked, and that must not stop the app.
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
  },
  reload: () => window.location.reload(),
  now: Date.now,
  pageUrl: () => window.location.href,
  userAgent: navigator.userAgent,
});

export function installClientErrorReporting(env: ClientLogEnv = browserEnv()) {
  installed = createClientLog(env);
  installed.listen();
}

/**
 * A route's chunk failed (lib/lazy-page.ts): reported, and true when the page reloads for it; false
 * (show the route error) when it already reloaded lately or reporting is not installed.
 */
export const chunkLoadFailed = (error: unknown): boolean =>
  installed?.chunkFailed(error, 'ChunkLoadError') ?? false;
