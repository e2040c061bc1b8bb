/** What a visitor reads instead of a card: the server's pages and the panel's warnings quote these. */
export const PUBLIC_CARD_TEXTS = {
  /** An inactive card (410): staff switched it off, or its plan lapsed past the grace days. */
  inactive: 'This card is not active',
  /** No card at that address, or it is not published (404). */
  notFound: 'Card not found',
} as const;
