import type { StaticPage } from '@panel/shared/schemas/static-page.ts';
import { markup, raw } from '../../public-card/html.ts';

export interface StaticPageView {
  page: Pick<
    StaticPage,
    'title' | 'content' | 'callToAction' | 'whatsappNumber' | 'seoTitle' | 'seoDescription'
  >;
  pageUrl: string;
  heroUrl: string | null;
  agencyName: string;
  logoUrl: string | null;
  primaryColor: string;
  signUpUrl: string;
}

/**
 * A category landing page: one request, inline CSS, no script, like the public card. The content is
 * sanitised when saved (modules/static-pages/service.ts), so it is inserted as HTML; everything
 * else is escaped by `markup`.
 */
export function renderStaticPage(v: StaticPageView): string {
  const { page } = v;
  const description = page.seoDescription || `${page.title} — ${v.agencyName}`;
  const action =
    page.callToAction === 'whatsapp' && page.whatsappNumber
      ? {
          href: `https://wa.me/${page.whatsappNumber.replace(/\D/g, '')}?text=${encodeURIComponent(page.title)}`,
          label: 'Message us on WhatsApp',
        }
      : { href: v.signUpUrl, label: 'Create your digital card' };
  const color = /^#[0-9a-f]{6}$/i.test(v.primaryColor) ? v.primaryColor : '#1565c0';
  return `<!doctype html>${markup`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.seoTitle || page.title}</title><meta name="description" content="${description}"><link rel="canonical" href="${v.pageUrl}"><meta property="og:type" content="website"><meta property="og:title" content="${page.seoTitle || page.title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${v.pageUrl}">${v.heroUrl ? markup`<meta property="og:image" content="${v.heroUrl}">` : ''}<link rel="icon" href="${v.logoUrl ?? 'data:,'}"><style>${raw(`body{font:16px/1.6 system-ui,-apple-system,"Noto Sans",sans-serif;margin:0;color:#1b1f24;background:#f6f7fb}header{display:flex;gap:12px;align-items:center;padding:12px 16px;background:#fff;border-bottom:1px solid #e3e6ec}header img{height:32px;width:auto}main{max-width:720px;margin:0 auto;padding:16px}.hero{width:100%;height:auto;border-radius:12px;display:block}h1{font-size:1.8rem;line-height:1.25;margin:16px 0 8px}.cta{display:inline-block;margin:16px 0;padding:12px 20px;border-radius:999px;background:${color};color:#fff;text-decoration:none;font-weight:600}article a{color:${color}}footer{color:#5b6573;font-size:.875rem;padding:24px 16px;text-align:center}`)}</style></head><body><header>${v.logoUrl ? markup`<img src="${v.logoUrl}" alt="">` : ''}<strong>${v.agencyName}</strong></header><main>${v.heroUrl ? markup`<img class="hero" src="${v.heroUrl}" alt="" width="960" height="540">` : ''}<h1>${page.title}</h1><a class="cta" href="${action.href}">${action.label}</a><article>${raw(page.content)}</article><a class="cta" href="${action.href}">${action.label}</a></main><footer>${v.agencyName}</footer></body></html>`}`;
}
