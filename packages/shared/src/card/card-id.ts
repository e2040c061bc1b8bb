/**
 * The public vanity id of a card: the first path segment on the agency's host (/demo-traders), so it
 * must never shadow the product's own paths.
 */
export const CARD_ID_MIN = 3;
export const CARD_ID_MAX = 40;
export const CARD_ID_RE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const RESERVED_CARD_IDS: ReadonlySet<string> = new Set([
  'panel',
  'api',
  'static',
  'uploads',
  'admin',
  'sandbox',
  'assets',
  'health',
  'healthz',
  'log',
  'docs',
  'login',
  'logout',
  'signup',
  'register',
  'auth',
  'oauth',
  'otp',
  'customer',
  'franchisee',
  'payment',
  'payments',
  'checkout',
  'billing',
  'card',
  'cards',
  'public',
  'favicon-ico',
  'robots-txt',
  'sitemap',
  'sitemap-xml',
  'manifest',
  'well-known',
  'www',
  'mail',
  'support',
  'help',
  'about',
  'terms',
  'privacy',
  'contact',
  'dev',
  'test',
  'null',
  'undefined',
  'root',
  'system',
  'webhook',
  'webhooks',
  'cdn',
  'media',
  'images',
  'files',
  'download',
  'downloads',
  'metrics',
  'status',
  'preview',
  'thankyou',
  'pricing',
]);

export const CARD_ID_MESSAGES = {
  length: `Use ${CARD_ID_MIN} to ${CARD_ID_MAX} characters.`,
  pattern: 'Use lowercase letters, digits and hyphens; start and end with a letter or digit.',
  reserved: 'This card id is reserved. Choose another.',
  taken: 'This card id is already taken. Choose another.',
} as const;

/** Why an id is refused by its shape alone (availability is the server's question), or null. */
export function cardIdProblem(id: string): string | null {
  if (id.length < CARD_ID_MIN || id.length > CARD_ID_MAX) return CARD_ID_MESSAGES.length;
  if (!CARD_ID_RE.test(id) || id.includes('--')) return CARD_ID_MESSAGES.pattern;
  if (RESERVED_CARD_IDS.has(id)) return CARD_ID_MESSAGES.reserved;
  return null;
}

/** A starting suggestion from a business name: "Demo Traders & Co." → "demo-traders-co". */
export function slugifyCardId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CARD_ID_MAX - 6)
    .replace(/-+$/g, '');
  return slug.length >= CARD_ID_MIN && !RESERVED_CARD_IDS.has(slug)
    ? slug
    : `card-${slug || 'new'}`.slice(0, CARD_ID_MAX - 6);
}
