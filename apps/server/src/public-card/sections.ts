import type { ImageVariantWidth } from '@panel/shared/schemas/document.ts';
import type {
  AboutUs,
  BasicDetails,
  CardLinks,
  Gallery,
  PaymentOptions,
  Products,
  SocialLinks,
  SocialPlatform,
  YoutubeVideos,
} from '@panel/shared/schemas/card.ts';
import { SOCIAL_PLATFORM_NAMES } from '@panel/shared/schemas/card.ts';
import { formatPaise } from '@panel/shared/money.ts';
import { formatPhone } from '@panel/shared/card/contact-fields.ts';
import { markup, raw, safeHref, type SafeHtml } from './html.ts';
import { badge, icon } from './icons.ts';
import {
  addressLine,
  directionsHref,
  linkHref,
  mailHref,
  telHref,
  whatsappHref,
  type LinkTypeInfo,
} from './actions.ts';
import { sanitizeAboutUs } from './sanitize.ts';
import type { CardLabels } from './labels.ts';

/** What every section renderer may need from the page around it. */
export interface SectionContext {
  image: (ref: string, width: ImageVariantWidth) => string;
  linkTypes: ReadonlyMap<string, LinkTypeInfo>;
  /** The business's WhatsApp number, for "Enquire on WhatsApp". */
  whatsapp: string | null;
  vcardUrl: string;
  shareHref: string;
  /** The page's own words in its language. */
  labels: CardLabels;
}

const SIZES = '(max-width:480px) 50vw, 240px';
/** A lazy, responsive WebP image from an upload's variants. */
export const img = (
  ctx: SectionContext,
  ref: string,
  alt: string,
  cls = '',
  sizes = SIZES,
  eager = false,
): SafeHtml =>
  markup`<img${cls ? raw(` class="${cls}"`) : ''} src="${ctx.image(ref, 480)}" srcset="${ctx.image(ref, 160)} 160w, ${ctx.image(
    ref,
    480,
  )} 480w, ${ctx.image(ref, 960)} 960w" sizes="${sizes}" alt="${alt}"${raw(
    eager ? ' fetchpriority="high"' : ' loading="lazy"',
  )} decoding="async">`;

export function header(
  b: BasicDetails,
  ctx: SectionContext,
  opts: { onlyLogo: boolean; usesCover: boolean },
): SafeHtml {
  const person = [b.title, b.name].filter(Boolean).join(' ');
  const logo = b.logo
    ? img(ctx, b.logo, ctx.labels.logo(b.companyName), opts.onlyLogo ? 'lg big' : 'lg', '160px', true)
    : '';
  const cover = opts.usesCover
    ? b.coverImage
      ? img(ctx, b.coverImage, '', 'cv', '(max-width:480px) 100vw, 480px', true)
      : markup`<div class="cv" role="presentation"></div>`
    : '';
  if (opts.onlyLogo)
    return markup`<header class="hd">${cover}${logo}<div class="tx"><h1${raw(b.logo ? ' class="vh"' : '')}>${b.companyName}</h1></div></header>`;
  return markup`<header class="hd">${cover}${logo}<div class="tx"><h1>${b.companyName}</h1><p class="pn">${person}</p>${
    b.designation ? markup`<p class="ds">${b.designation}</p>` : ''
  }${b.tagline ? markup`<p class="tg">${b.tagline}</p>` : ''}</div></header>`;
}

const action = (href: string, a: string, glyph: Parameters<typeof icon>[0], label: string, extra = '') =>
  markup`<li><a href="${safeHref(href)}" data-a="${a}"${raw(extra)}><span class="ci">${icon(glyph)}</span>${label}</a></li>`;

/** The action bar: call, WhatsApp, e-mail, directions, save contact, share. */
export function actions(b: BasicDetails, ctx: SectionContext, frozen: boolean): SafeHtml {
  const phone = b.phoneNumbers[0];
  const email = b.emails[0];
  const dir = frozen ? null : directionsHref(b);
  const L = ctx.labels;
  return markup`<ul class="act">${[
    phone ? action(telHref(phone), 'call', 'call', L.call) : '',
    ctx.whatsapp
      ? action(whatsappHref(ctx.whatsapp), 'whatsapp', 'whatsapp', L.whatsapp, ' rel="noopener"')
      : '',
    email && !frozen ? action(mailHref(email), 'email', 'email', L.email) : '',
    dir ? action(dir, 'directions', 'directions', L.directions, ' rel="noopener"') : '',
    action(ctx.vcardUrl, 'save-contact', 'save', L.saveContact, ' download'),
    frozen ? '' : action(ctx.shareHref, 'share', 'share', L.share, ' rel="noopener"'),
  ]}</ul>`;
}

const row = (href: string | null, a: string, lead: SafeHtml, text: string, sub?: string, t?: string) => {
  const body = markup`${lead}<span>${text}${sub ? markup`<small>${sub}</small>` : ''}</span>`;
  return href
    ? markup`<a class="row" href="${safeHref(href)}" data-a="${a}"${t ? raw(` data-t="${t.replace(/[^\w-]/g, '')}"`) : ''} rel="noopener">${body}</a>`
    : markup`<div class="row">${body}</div>`;
};

const lead = (g: Parameters<typeof icon>[0]) => markup`<span class="ci">${icon(g)}</span>`;

export function contact(b: BasicDetails, ctx: SectionContext): SafeHtml {
  const dir = directionsHref(b);
  const L = ctx.labels;
  return markup`<section aria-labelledby="h-ct"><h2 id="h-ct">${L.contact}</h2>${[
    b.phoneNumbers.map((p) => row(telHref(p), 'call', lead('call'), formatPhone(p), L.phone)),
    b.whatsappNumber
      ? row(
          whatsappHref(b.whatsappNumber),
          'whatsapp',
          lead('whatsapp'),
          formatPhone(b.whatsappNumber),
          L.whatsapp,
        )
      : '',
    b.emails.map((e) => row(mailHref(e), 'email', lead('email'), e, L.email)),
    b.website
      ? row(
          b.website,
          'website',
          lead('web'),
          b.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, ''),
          L.website,
        )
      : '',
    b.address ? row(dir, 'directions', lead('directions'), addressLine(b.address), L.address) : '',
  ]}</section>`;
}

export function links(l: CardLinks, ctx: SectionContext): SafeHtml {
  const rows = l.items.flatMap((item) => {
    const type = ctx.linkTypes.get(item.linkTypeId);
    if (!type) return [];
    const lead = type.icon.startsWith('builtin:')
      ? badge(type.icon.slice(8))
      : markup`<img class="ti" src="${ctx.image(type.icon, 160)}" alt="" loading="lazy">`;
    return [
      row(
        linkHref(type, item.value),
        'link',
        lead,
        item.label ?? type.name,
        item.label ? type.name : undefined,
        type.linkTypeId,
      ),
    ];
  });
  return rows.length
    ? markup`<section aria-labelledby="h-ln"><h2 id="h-ln">${ctx.labels.links}</h2>${rows}</section>`
    : markup``;
}

export const social = (s: SocialLinks, ctx: SectionContext): SafeHtml =>
  s.links.length
    ? markup`<section aria-labelledby="h-so"><h2 id="h-so">${ctx.labels.followUs}</h2><div class="sc">${s.links.map(
        (l) =>
          markup`<a href="${safeHref(l.url)}" data-a="social" data-t="${l.platform}" rel="noopener" aria-label="${
            SOCIAL_PLATFORM_NAMES[l.platform as SocialPlatform] ?? l.platform
          }">${badge(l.platform)}</a>`,
      )}</div></section>`
    : markup``;

export function aboutUs(a: AboutUs, ctx: SectionContext): SafeHtml {
  const body = sanitizeAboutUs(a.html);
  const meta = [
    a.natureOfBusiness && ctx.labels.natures[a.natureOfBusiness],
    a.yearOfEstablishment ? ctx.labels.since(a.yearOfEstablishment) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  if (!body && !meta) return markup``;
  return markup`<section aria-labelledby="h-ab"><h2 id="h-ab">${ctx.labels.aboutUs}</h2><div class="ab">${raw(body)}</div>${
    meta ? markup`<p class="mt">${meta}</p>` : ''
  }</section>`;
}

export function products(p: Products, ctx: SectionContext): SafeHtml {
  if (!p.items.length) return markup``;
  return markup`<section aria-labelledby="h-pr"><h2 id="h-pr">${ctx.labels.products}</h2><div class="pr">${p.items.map(
    (item) =>
      markup`<article>${item.image ? img(ctx, item.image, item.name) : ''}<div class="b"><h3>${item.name}</h3>${
        item.price !== undefined
          ? markup`<span class="price">${formatPaise(item.price)}${item.priceUnit ? ` ${item.priceUnit}` : ''}</span>`
          : ''
      }${item.description ? markup`<p>${item.description}</p>` : ''}${
        item.enquireOnWhatsapp && ctx.whatsapp
          ? markup`<a class="btn sm" href="${whatsappHref(
              ctx.whatsapp,
              ctx.labels.enquireText(item.name),
            )}" data-a="enquire" rel="noopener">${ctx.labels.enquire}</a>`
          : ''
      }</div></article>`,
  )}</div></section>`;
}

/** Videos as thumbnails linking to YouTube: no third-party player (or its cookies) on the page. */
export const videos = (v: YoutubeVideos, ctx: SectionContext): SafeHtml =>
  v.videos.length
    ? markup`<section class="yt" aria-labelledby="h-yt"><h2 id="h-yt">${ctx.labels.videos}</h2>${v.videos.map(
        (x) =>
          markup`<a href="https://www.youtube.com/watch?v=${x.videoId}" rel="noopener" data-a="link" data-t="youtube"><img src="https://i.ytimg.com/vi/${
            x.videoId
          }/hqdefault.jpg" alt="${x.title ? '' : ctx.labels.video}" loading="lazy" decoding="async"><span class="pl">${icon('play')}</span>${
            x.title ? markup`<span>${x.title}</span>` : ''
          }</a>`,
      )}</section>`
    : markup``;

export const gallery = (g: Gallery, ctx: SectionContext): SafeHtml =>
  g.images.length
    ? markup`<section aria-labelledby="h-ga"><h2 id="h-ga">${ctx.labels.gallery}</h2><div class="ga">${g.images.map(
        (x) =>
          markup`<a href="${ctx.image(x.image, 960)}">${img(ctx, x.image, x.caption ?? ctx.labels.galleryPhoto, '', '33vw')}</a>`,
      )}</div></section>`
    : markup``;

export function payment(
  p: PaymentOptions,
  ctx: SectionContext,
  upi: { href: string; qrSvg: string } | null,
): SafeHtml {
  const bank = p.bankAccount;
  const L = ctx.labels;
  if (!upi && !bank && !p.paymentQrImages.length) return markup``;
  return markup`<section aria-labelledby="h-pa"><h2 id="h-pa">${L.payUs}</h2>${
    upi
      ? markup`<div class="qr">${raw(upi.qrSvg)}<p class="mt">${L.scanUpi} · ${p.upiId}</p><p><a class="btn" href="${
          upi.href
        }" data-a="upi-pay">${L.payWithUpi}</a></p></div>`
      : ''
  }${
    bank
      ? markup`<dl${raw(upi ? ' style="margin-top:16px"' : '')}><dt>${L.accountName}</dt><dd>${bank.accountHolderName}</dd><dt>${L.accountNo}</dt><dd>${
          bank.accountNumber
        }</dd><dt>IFSC</dt><dd>${bank.ifsc}</dd><dt>${L.bank}</dt><dd>${[bank.bankName, bank.branch].filter(Boolean).join(', ')}</dd>${
          bank.accountType
            ? markup`<dt>${L.accountType}</dt><dd>${L.accountTypes[bank.accountType]}</dd>`
            : ''
        }</dl>`
      : ''
  }${
    p.paymentQrImages.length
      ? markup`<div class="pq">${p.paymentQrImages.map(
          (q) =>
            markup`<figure>${img(ctx, q.image, q.label ?? L.paymentQr, '', '50vw')}${q.label ? markup`<figcaption>${q.label}</figcaption>` : ''}</figure>`,
        )}</div>`
      : ''
  }</section>`;
}
