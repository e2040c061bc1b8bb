import { markup, raw, type SafeHtml } from './html.ts';
import { onColor } from './colors.ts';

/** 24×24 outline-free glyphs for the core actions; emitted once as a sprite, used by <use>. */
const GLYPHS = {
  call: 'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.2 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.2-.8a11 11 0 0 1-4.3-3.8c-.3-.5-1-1.5-1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.2-.3.3-.1.6.7 1.1 1.5 2 2.7 2.6.3.2.5.1.6 0l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.4.2.5.3 0 .2 0 .8-.2 1.4z',
  email: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
  directions:
    'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
  save: 'M15 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2zm9 4c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z',
  share:
    'M18 16a3 3 0 0 0-2 .8l-7.1-4.1a3 3 0 0 0 0-1.4L16 7.2A3 3 0 1 0 15 5c0 .24.04.47.1.7L8 9.8a3 3 0 1 0 0 4.4l7.1 4.2a3 3 0 1 0 2.9-2.4z',
  link: 'M3.9 12A3.1 3.1 0 0 1 7 8.9h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z',
  web: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-3a15.7 15.7 0 0 0-1.3-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h3a15.7 15.7 0 0 0 1.3 3.6A8 8 0 0 1 5.1 16zm3-8h-3a8 8 0 0 1 4.3-3.6C8.8 5.6 8.4 6.8 8.1 8zM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1-2.3 1.3-3.6h3a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4z',
  play: 'M8 5v14l11-7z',
} as const;
export type Glyph = keyof typeof GLYPHS;

export const sprite = (): SafeHtml =>
  raw(
    `<svg width="0" height="0" style="position:absolute" aria-hidden="true">${Object.entries(GLYPHS)
      .map(([k, d]) => `<symbol id="i-${k}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
      .join('')}</svg>`,
  );

export const icon = (g: Glyph): SafeHtml =>
  markup`<svg class="ic" aria-hidden="true"><use href="#i-${g}"/></svg>`;

/**
 * Brand badges for Link Store types and social platforms: a coloured disc with a short mark. Real
 * brand logos would cost a kilobyte each; the disc keeps the page inside its weight budget and stays
 * recognisable by colour and label. Keys are the seeded "builtin:<key>" icons.
 */
export const BADGES: Record<string, { bg: string; mark: string | Glyph; glyph?: boolean }> = {
  whatsapp: { bg: '#25D366', mark: 'whatsapp', glyph: true },
  website: { bg: '#1565C0', mark: 'web', glyph: true },
  app: { bg: '#6A1B9A', mark: 'App' },
  maps: { bg: '#34A853', mark: 'directions', glyph: true },
  facebook: { bg: '#1877F2', mark: 'f' },
  instagram: { bg: '#D6249F', mark: 'IG' },
  youtube: { bg: '#FF0000', mark: 'play', glyph: true },
  linkedin: { bg: '#0A66C2', mark: 'in' },
  x: { bg: '#111111', mark: 'X' },
  'google-review': { bg: '#F4B400', mark: '★' },
  justdial: { bg: '#FF6F00', mark: 'Jd' },
  indiamart: { bg: '#2E3192', mark: 'IM' },
  zomato: { bg: '#E23744', mark: 'Z' },
  swiggy: { bg: '#FC8019', mark: 'S' },
  pinterest: { bg: '#E60023', mark: 'P' },
  telegram: { bg: '#229ED9', mark: 'T' },
  threads: { bg: '#111111', mark: '@' },
  link: { bg: '#546E7A', mark: 'link', glyph: true },
};

export function badge(key: string): SafeHtml {
  const b = BADGES[key] ?? BADGES.link;
  if (!b) return markup``;
  return markup`<span class="bd" style="background:${b.bg};color:${onColor(b.bg)}" aria-hidden="true">${
    b.glyph ? icon(b.mark as Glyph) : b.mark
  }</span>`;
}
