/**
 * The card just created or bought, kept for /panel/thankyou (which redirects to /panel/customer
 * without it, spec section 2). The card feature writes it; the thank-you page reads it.
 */
const KEY = 'cardData';

export interface CardData {
  cardNo: number;
  cardId?: string;
}

export function getCardData(): CardData | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as CardData) : null;
  } catch {
    return null;
  }
}

export const setCardData = (data: CardData) => sessionStorage.setItem(KEY, JSON.stringify(data));
