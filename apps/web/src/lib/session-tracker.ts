import { MAX_LOG_EVENTS, SESSION_IDLE_MS, SESSION_REFRESH_THROTTLE_MS } from '@panel/shared/constants.ts';
import type { LogEvent } from '@panel/shared/schemas/analytics.ts';

/**
 * The customer session tracker (spec sections 1 and 9): a sessionId kept in storage, made anew when
 * there is none or after 30 minutes without activity, its activity time refreshed at most every 5 s,
 * and only on paths containing /customer. Events go to POST /api/v1/analytics/log in batches, and
 * with sendBeacon when the page is hidden. The browser parts are passed in, so the rules are tested
 * with a fake clock.
 */
export interface TrackerEnv {
  now: () => number;
  path: () => string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  newId: () => string;
  send: (events: LogEvent[], onHide: boolean) => void;
}

const ID_KEY = 'sessionId';
const ACTIVE_KEY = 'sessionLastActive';
/** A batch goes when it is this big, or at the latest this long after its first event. */
const BATCH_SIZE = 20;
export const BATCH_DELAY_MS = 10_000;

export function createSessionTracker(env: TrackerEnv) {
  const queue: LogEvent[] = [];
  let lastRefresh = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tracked = () => env.path().includes('/customer');

  /** The current session's id, a new one after 30 minutes idle; refreshes the activity time. */
  const sessionId = (): string => {
    const t = env.now();
    const id = env.storage.getItem(ID_KEY);
    const last = Number(env.storage.getItem(ACTIVE_KEY) ?? 0);
    if (id && t - last <= SESSION_IDLE_MS) {
      if (t - lastRefresh >= SESSION_REFRESH_THROTTLE_MS) {
        env.storage.setItem(ACTIVE_KEY, String(t));
        lastRefresh = t;
      }
      return id;
    }
    const fresh = env.newId();
    env.storage.setItem(ID_KEY, fresh);
    env.storage.setItem(ACTIVE_KEY, String(t));
    lastRefresh = t;
    return fresh;
  };

  const flush = (onHide = false) => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length) env.send(queue.splice(0, MAX_LOG_EVENTS), onHide);
  };

  return {
    /** Activity (a tap, a key): keeps the session alive on /customer paths. */
    activity() {
      if (tracked()) sessionId();
    },
    track(logEventName: string, context?: string, metaData?: LogEvent['metaData']) {
      if (!tracked()) return;
      queue.push({ logEventName, sessionId: sessionId(), context, pageUrl: env.path(), metaData });
      if (queue.length >= BATCH_SIZE) flush();
      else timer ??= setTimeout(() => flush(), BATCH_DELAY_MS);
    },
    flush,
  };
}

let installed: ReturnType<typeof createSessionTracker> | undefined;

/** Records an event of the customer area (nothing before installSessionTracker, or off /customer). */
export const trackEvent = (...args: Parameters<ReturnType<typeof createSessionTracker>['track']>) =>
  installed?.track(...args);

/** The browser's tracker: fetch for batches, sendBeacon when the page goes away. */
export function installSessionTracker() {
  const url = '/api/v1/analytics/log';
  const tracker = createSessionTracker({
    now: Date.now,
    path: () => location.pathname,
    storage: localStorage,
    newId: () => crypto.randomUUID(),
    send: (logEvents, onHide) => {
      const body = JSON.stringify({ logEvents });
      if (onHide && navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
      void fetch(url, {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body,
      }).catch(() => undefined);
    },
  });
  for (const type of ['pointerdown', 'keydown', 'scroll'] as const)
    window.addEventListener(type, () => tracker.activity(), { passive: true, capture: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tracker.flush(true);
  });
  installed = tracker;
}
