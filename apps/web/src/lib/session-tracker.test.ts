import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEvent } from '@panel/shared/schemas/analytics.ts';
import { BATCH_DELAY_MS, createSessionTracker } from './session-tracker';

function setup(path = '/panel/customer') {
  const store = new Map<string, string>();
  const sent: { events: LogEvent[]; onHide: boolean }[] = [];
  let ids = 0;
  const env = {
    now: () => Date.now(),
    path: () => path,
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    newId: () => `session-${++ids}`,
    send: (events: LogEvent[], onHide: boolean) => void sent.push({ events, onHide }),
  };
  return { tracker: createSessionTracker(env), sent, store, setPath: (p: string) => (path = p) };
}

describe('the customer session tracker', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('keeps one sessionId while the customer is active, and starts a new one after 30 idle minutes', () => {
    const { tracker, sent } = setup();
    tracker.track('page_view');
    vi.advanceTimersByTime(29 * 60_000);
    tracker.track('card_opened');
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(sent.flatMap((b) => b.events.map((e) => e.sessionId))).toEqual(['session-1', 'session-1']);

    vi.advanceTimersByTime(30 * 60_000 + 1);
    tracker.track('page_view');
    tracker.flush();
    expect(sent.at(-1)?.events[0]?.sessionId).toBe('session-2');
  });

  it('refreshes the activity time at most every 5 seconds, and activity keeps the session alive', () => {
    const { tracker, store } = setup();
    tracker.track('page_view');
    const first = store.get('sessionLastActive');
    vi.advanceTimersByTime(4_000);
    tracker.activity();
    expect(store.get('sessionLastActive')).toBe(first);
    vi.advanceTimersByTime(1_000);
    tracker.activity();
    expect(Number(store.get('sessionLastActive'))).toBe(Number(first) + 5_000);
    // Activity every 20 minutes for an hour: still the first session.
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(20 * 60_000);
      tracker.activity();
    }
    tracker.track('page_view');
    tracker.flush();
    expect(store.get('sessionId')).toBe('session-1');
  });

  it('tracks only on /customer paths', () => {
    const { tracker, sent, store, setPath } = setup('/panel/login');
    tracker.track('page_view');
    tracker.activity();
    tracker.flush();
    expect(sent).toEqual([]);
    expect(store.size).toBe(0);
    setPath('/panel/customer/cards');
    tracker.track('page_view', 'cards');
    tracker.flush();
    expect(sent[0]?.events[0]).toMatchObject({
      logEventName: 'page_view',
      context: 'cards',
      pageUrl: '/panel/customer/cards',
    });
  });

  it('sends in batches: 20 at once, else 10 s after the first; what is left when the page hides', () => {
    const { tracker, sent } = setup();
    for (let i = 0; i < 25; i++) tracker.track(`e${i}`);
    expect(sent.map((b) => b.events.length)).toEqual([20]);
    vi.advanceTimersByTime(BATCH_DELAY_MS - 1);
    expect(sent).toHaveLength(1);
    tracker.flush(true);
    expect(sent.at(-1)).toMatchObject({ onHide: true });
    expect(sent.at(-1)?.events).toHaveLength(5);
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(sent).toHaveLength(2);
  });
});
