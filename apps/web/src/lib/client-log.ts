/**
 * Unhandled browser errors and promise rejections go to POST /log (spec section 8), throttled so a
 * render loop cannot flood the server: the same message at most once a minute, at most 10 a minute.
 */
const WINDOW_MS = 60_000;
const MAX_PER_WINDOW = 10;

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

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  return { message: typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason)) };
}

export function installClientErrorReporting() {
  const allow = createThrottle();
  const send = (message: string, additionalInfo: Record<string, unknown>) => {
    const trimmed = message.slice(0, 2000);
    if (!allow(trimmed)) return;
    // Plain fetch, not the API client: reporting must never raise dialogs or report itself.
    void fetch('/log', {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        level: 'error',
        message: trimmed,
        additionalInfo: { ...additionalInfo, url: location.href, userAgent: navigator.userAgent },
        source: 'frontend',
      }),
    }).catch(() => undefined);
  };

  window.addEventListener('error', (event) => {
    const { message, stack } = describe(event.error ?? event.message);
    send(message, { stack, file: event.filename, line: event.lineno, column: event.colno });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const { message, stack } = describe(event.reason);
    send(message, { stack, kind: 'unhandledrejection' });
  });
}
