import { describe, expect, it } from 'vitest';
import { cardAddPath, cardEditPath, readCardAddQuery, readCardEditQuery } from './card-routes';

const searchOf = (path: string) => path.slice(path.indexOf('?'));

describe('card editor routes', () => {
  it('encodes the edit query in base64 and reads it back', () => {
    const path = cardEditPath({ cardNo: 42, showLinksCoachmark: true });
    expect(path.startsWith('/customer/cards/edit?')).toBe(true);
    expect(atob(searchOf(path).slice(1))).toBe('cardNo=42&showLinksCoachmark=true');
    expect(readCardEditQuery(searchOf(path))).toEqual({ cardNo: 42, showLinksCoachmark: true });
  });

  it('encodes both add shapes', () => {
    expect(readCardAddQuery(searchOf(cardAddPath({ businessId: 'b-1' })))).toEqual({ businessId: 'b-1' });
    expect(readCardAddQuery(searchOf(cardAddPath({ userId: 'u-1', isForeignUser: true })))).toEqual({
      userId: 'u-1',
      isForeignUser: true,
    });
  });

  it('accepts a plain query and refuses garbage', () => {
    expect(readCardEditQuery('?cardNo=7')).toEqual({ cardNo: 7, showLinksCoachmark: false });
    expect(readCardEditQuery('?%%%')).toBeNull();
    expect(readCardAddQuery('')).toBeNull();
  });
});
