// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readFrameChoices, saveFrameChoices } from './frame-choices';

describe('frame choices per business', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the frame, details and party of each business apart', () => {
    saveFrameChoices('b1', { frame: 'political', details: ['logo', 'phone'], partyId: 'inc' });
    saveFrameChoices('b2', { frame: 'regular', details: ['name'] });
    expect(readFrameChoices('b1')).toEqual({
      frame: 'political',
      details: ['logo', 'phone'],
      partyId: 'inc',
    });
    expect(readFrameChoices('b2')).toEqual({ frame: 'regular', details: ['name'] });
    expect(readFrameChoices('b3')).toEqual({});
  });

  it('drops what is unreadable or no longer offered', () => {
    localStorage.setItem('greetings.frame.b1', '{not json');
    expect(readFrameChoices('b1')).toEqual({});
    localStorage.setItem(
      'greetings.frame.b1',
      JSON.stringify({ frame: 'fancy', details: ['name', 'fax', 3], partyId: 7 }),
    );
    expect(readFrameChoices('b1')).toEqual({ details: ['name'] });
  });
});
