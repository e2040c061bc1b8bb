import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from './format-date';

const now = Date.parse('2026-03-07T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatDate', () => {
  it('shows a plan date for people', () => {
    expect(formatDate('2026-03-07')).toBe('7 Mar 2026');
  });
});

describe('formatRelativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
  });
  it('is empty for what is not a date', () => {
    expect(formatRelativeTime('soon', now)).toBe('');
  });
});
