import { z } from 'zod';
import { text } from '../schemas/common.ts';
import { CONTACT_MESSAGES, normaliseLink } from './contact-fields.ts';

/** google.com and Google's country domains: google.co.in, google.com.au, google.de … */
const GOOGLE_HOST = /^(?:www\.)?google\.(?:com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})$/;
const MAPS_HOST = /^maps\.google\.(?:com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})$/;

/**
 * Whether a (normalised) link opens Google Maps: the share links the Maps app makes
 * (maps.app.goo.gl/…, goo.gl/maps/…) and the web addresses (google.com/maps…, maps.google.com/…).
 * The card's "Get directions" button opens this link as it is, so anything else would send the
 * customer's clients somewhere that is not a map.
 */
export function isGoogleMapsLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  if (host === 'maps.app.goo.gl') return path.length > 1;
  if (host === 'goo.gl') return /^\/maps\/./.test(path);
  if (MAPS_HOST.test(host)) return true;
  if (GOOGLE_HOST.test(host)) return path === '/maps' || path.startsWith('/maps/');
  return false;
}

/** The basic details' map location: only a Google Maps link, normalised like every other link. */
export const googleMapsLinkField = text({ error: CONTACT_MESSAGES.link })
  .max(2000, CONTACT_MESSAGES.link)
  .transform((v, ctx) => {
    const n = normaliseLink(v);
    if (!n || !isGoogleMapsLink(n)) {
      ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.link });
      return z.NEVER;
    }
    return n;
  });
