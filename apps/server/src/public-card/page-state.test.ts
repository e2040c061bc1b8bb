import { describe, expect, it } from 'vitest';
import { publicStateOf } from './page-state.ts';

const base = {
  status: 'active' as const,
  published: true,
  expiryDate: null,
  today: '2026-03-31',
  graceDays: 30,
};

describe('what the public sees of a card', () => {
  it('shows the full card with no plan yet or an active plan', () => {
    expect(publicStateOf(base)).toEqual({ kind: 'full' });
    expect(publicStateOf({ ...base, expiryDate: '2026-03-31' })).toEqual({ kind: 'full' });
  });
  it('freezes a lapsed card for the grace days, then withdraws it', () => {
    expect(publicStateOf({ ...base, expiryDate: '2026-03-30' })).toEqual({ kind: 'frozen', daysLeft: 29 });
    expect(publicStateOf({ ...base, expiryDate: '2026-03-01' })).toEqual({ kind: 'frozen', daysLeft: 0 });
    expect(publicStateOf({ ...base, expiryDate: '2026-02-28' })).toEqual({
      kind: 'inactive',
      reason: 'lapsed',
    });
    expect(publicStateOf({ ...base, expiryDate: '2026-03-30', graceDays: 0 })).toEqual({
      kind: 'inactive',
      reason: 'lapsed',
    });
  });
  it('staff disabling wins over everything; unpublished cards are hidden', () => {
    expect(publicStateOf({ ...base, status: 'inactive' })).toEqual({ kind: 'inactive', reason: 'disabled' });
    expect(publicStateOf({ ...base, published: false })).toEqual({ kind: 'unpublished' });
  });
});
