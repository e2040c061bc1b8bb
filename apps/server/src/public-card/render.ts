import type { CardContent, CardSettings } from '@panel/shared/schemas/card.ts';
import type { ImageVariantWidth } from '@panel/shared/schemas/document.ts';
import { markup, raw, type SafeHtml } from './html.ts';
import { sprite } from './icons.ts';
import { BASE_STYLES, themeOf } from './templates.ts';
import { onColor, readableOn } from './colors.ts';
import { CLIENT_SCRIPT } from './client-script.ts';
import { upiHref, type LinkTypeInfo } from './actions.ts';
import { upiQrSvg } from './qr.ts';
import * as s from './sections.ts';
import { CARD_LABELS } from './labels.ts';
import { LANGUAGE_NAMES, type Language } from '@panel/shared/i18n/languages.ts';

export interface RenderableCard {
  cardId: string;
  content: CardContent;
  settings: Pick<CardSettings, 'display' | 'seo' | 'sections'>;
}

export interface RenderOptions {
  /** Absolute public URL of the card (https://agency-host/cardId). */
  cardUrl: string;
  /** The language of the page's own words. */
  language: Language;
  /** Every language the card offers, with its page's URL (the first is the card's main one). */
  alternates: readonly { language: Language; url: string }[];
  /**
   * 'full' is the live card; 'frozen' is the basic version kept during a lapsed plan's grace period
   * (name, call, WhatsApp, save contact).
   */
  mode: 'full' | 'frozen';
  /** The editor's preview: no tracking, a preview ribbon, relative links still point at the card. */
  preview: boolean;
  agencyName: string;
  /** Shown only to the card's signed-in owner during the grace period. */
  renewalUrl?: string | null;
  ogImageUrl?: string;
  image: (ref: string, width: ImageVariantWidth) => string;
  linkTypes: ReadonlyMap<string, LinkTypeInfo>;
}

/**
 * The public card page and the editor preview: one pure function from card to HTML. Critical CSS is
 * inline (the page is one request), every action is a plain link, the one script only enhances.
 */
export async function renderCardHtml(card: RenderableCard, o: RenderOptions): Promise<string> {
  const b = card.content.basicDetails;
  const L = CARD_LABELS[o.language];
  if (!b)
    return renderMessagePage({
      title: L.beingSetUp,
      text: L.checkBack,
      agencyName: o.agencyName,
      language: o.language,
    });
  const pageUrl = o.alternates.find((a) => a.language === o.language)?.url ?? o.cardUrl;
  const theme = themeOf(card.content.template?.templateCode);
  const accent = card.content.template?.themeColor ?? theme.defaultAccent;
  const frozen = o.mode === 'frozen';
  const show = (k: keyof CardSettings['sections']) => !frozen && card.settings.sections[k];
  const ctx: s.SectionContext = {
    image: o.image,
    linkTypes: o.linkTypes,
    whatsapp: b.whatsappNumber ?? null,
    vcardUrl: `${o.cardUrl}/contact.vcf`,
    shareHref: `https://wa.me/?text=${encodeURIComponent(`${b.companyName} ${pageUrl}`)}`,
    labels: L,
  };
  const pay = card.content.paymentOptions;
  const upiLink = pay ? upiHref(pay, b.companyName) : null;
  const upi = upiLink
    ? {
        href: upiLink,
        qrSvg: await upiQrSvg(upiLink),
      }
    : null;

  const title =
    card.settings.seo.title ??
    [b.companyName, b.name !== b.companyName ? b.name : ''].filter(Boolean).join(' – ');
  const description = card.settings.seo.description ?? b.tagline ?? L.description(b.companyName);
  const vars = `--c:${accent};--on:${onColor(accent)};--ct:${readableOn(accent, theme.surface)};--bg:${theme.bg};--fg:${theme.fg};--surface:${theme.surface};--muted:${theme.muted};--line:${theme.line}`;

  const body: (SafeHtml | string)[] = [
    s.header(b, ctx, { onlyLogo: card.settings.display === 'only-logo', usesCover: theme.usesCover }),
    s.actions(b, ctx, frozen),
  ];
  if (frozen && o.renewalUrl)
    body.unshift(
      markup`<p class="nt" role="status">${L.lapsed} <a href="${o.renewalUrl}">${L.renewNow}</a> ${L.lapsedAfter}</p>`,
    );
  if (o.preview) body.unshift(markup`<p class="nt">${L.preview(pageUrl)}</p>`);
  // The other language's page, named in its own script: a visitor switches with a plain link.
  if (o.alternates.length > 1)
    body.unshift(
      markup`<nav class="lng" aria-label="${L.language}">${o.alternates
        .filter((a) => a.language !== o.language)
        .map(
          (a) =>
            markup`<a href="${a.url}" lang="${a.language}" hreflang="${a.language}">${LANGUAGE_NAMES[a.language]}</a>`,
        )}</nav>`,
    );
  if (!frozen) {
    body.push(s.contact(b, ctx));
    if (show('links') && card.content.links) body.push(s.links(card.content.links, ctx));
    if (show('socialLinks') && card.content.socialLinks) body.push(s.social(card.content.socialLinks, ctx));
    if (show('aboutUs') && card.content.aboutUs) body.push(s.aboutUs(card.content.aboutUs, ctx));
    if (show('products') && card.content.products) body.push(s.products(card.content.products, ctx));
    if (show('youtubeVideos') && card.content.youtubeVideos)
      body.push(s.videos(card.content.youtubeVideos, ctx));
    if (show('gallery') && card.content.gallery) body.push(s.gallery(card.content.gallery, ctx));
    if (show('paymentOptions') && pay) body.push(s.payment(pay, ctx, upi));
    body.push(
      markup`<section class="qr" aria-labelledby="h-qr"><h2 id="h-qr">${L.scanCard}</h2><img src="${o.cardUrl}/qr.svg" width="176" height="176" alt="${L.qrAlt}" loading="lazy"><p class="mt"><a href="${o.cardUrl}/qr.png" download>${L.downloadQr}</a></p></section>`,
    );
  }
  const trackUrl = o.preview ? '' : `/${card.cardId}/t`;
  // The logo is the tab and home-screen icon; without one, an empty icon stops a /favicon.ico request.
  const icon = b.logo ? o.image(b.logo, 160) : 'data:,';
  return `<!doctype html>${markup`<html lang="${o.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="${pageUrl}">${
    o.alternates.length > 1
      ? markup`${o.alternates.map((a) => markup`<link rel="alternate" hreflang="${a.language}" href="${a.url}">`)}<link rel="alternate" hreflang="x-default" href="${o.cardUrl}">`
      : ''
  }<link rel="icon" href="${icon}">${
    b.logo ? markup`<link rel="apple-touch-icon" href="${icon}">` : ''
  }<meta name="theme-color" content="${accent}"><meta property="og:type" content="profile"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${pageUrl}">${
    o.ogImageUrl
      ? markup`<meta property="og:image" content="${o.ogImageUrl}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"><meta name="twitter:image" content="${o.ogImageUrl}">`
      : ''
  }<meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${description}">${
    o.preview ? raw('<meta name="robots" content="noindex">') : ''
  }<style>:root{${raw(vars)}}${raw(BASE_STYLES)}${raw(theme.css)}</style></head><body data-track="${trackUrl}" data-url="${pageUrl}">${sprite()}<main>${body}</main><footer class="ft">${L.footer(o.agencyName)}</footer><div id="toast" class="toast" role="status">${L.linkCopied}</div>${
    // The editor's preview frame is sandboxed without scripts: the script would only be refused there.
    o.preview ? '' : markup`<script>${raw(CLIENT_SCRIPT)}</script>`
  }</body></html>`}`;
}

/** The page for a card nobody may see now (disabled by staff, lapsed past grace, unpublished). */
export function renderMessagePage(m: {
  title: string;
  text: string;
  agencyName: string;
  language?: Language;
}): string {
  return `<!doctype html>${markup`<html lang="${m.language ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${m.title}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f2f4f8;color:#1b1f24;text-align:center;padding:24px;box-sizing:border-box}h1{font-size:1.4rem}p{color:#5b6573}</style></head><body><main><h1>${m.title}</h1><p>${m.text}</p><p>${m.agencyName}</p></main></body></html>`}`;
}
