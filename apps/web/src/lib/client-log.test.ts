import { describe, expect, it } from 'vitest';
import { createThrottle } from './client-log';

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
