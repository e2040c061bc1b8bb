import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { cardIdProblem } from '@panel/shared/card/card-id.ts';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import {
  CARD_ACTIONS,
  cardPreviewBodySchema,
  cardNoQuerySchema,
  cardStatsQuerySchema,
  cardStatsSchema,
  settingsSchema,
  type CardAction,
} from '@panel/shared/schemas/card.ts';
import { envelope, text } from '@panel/shared/schemas/common.ts';
import { variantKey } from '@panel/shared/schemas/document.ts';
import type { AppInstance } from '../../app-types.ts';
import { isDemo } from '../../config.ts';
import { ensureDemoCardMedia } from '../../seed/cards.ts';
import { CARD_PAGE_CSP } from '../../public-card/client-script.ts';
import { ogImage, vcardPhoto } from '../../public-card/images.ts';
import { isLanguage, requestLanguage, type Language } from '@panel/shared/i18n/languages.ts';
import { cardLanguages } from '@panel/shared/schemas/card.ts';
import { CARD_LABELS } from '../../public-card/labels.ts';
import { publicStateOf } from '../../public-card/page-state.ts';
import { qrPng, qrSvg } from '../../public-card/qr.ts';
import { renderMessagePage } from '../../public-card/render.ts';
import { originOf } from '../../public-card/origin.ts';
import { buildVCard } from '../../public-card/vcard.ts';
import { scopeOf } from '../businesses/access.ts';
import { cardFor } from '../cards/access.ts';
import { contentOf } from '../cards/service.ts';
import { themeOf } from '../../public-card/templates.ts';
import { pageBody, type PublicPage } from './page-cache.ts';
import { publicPageFor, renderFor } from './render.ts';
import { CardEventBuffer } from './event-buffer.ts';
import { cardByPublicId, cardStats, currentIdOfRetired, isBot, visitorHash } from './service.ts';

const cardIdParams = z.object({ cardId: text().max(100) });
const cardLanguageParams = cardIdParams.extend({ language: text().max(20) });
const TRACKED = CARD_ACTIONS.filter((a) => a !== 'view') as [CardAction, ...CardAction[]];
const trackQuery = z.object({
  a: z.enum(TRACKED),
  t: text()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});
const downloadQuery = z.object({ download: z.enum(['1', 'true']).optional() });

interface HotPage {
  day: string;
  page: PublicPage;
  agencyId: string;
  cardRowId: string;
  ownerUserId: string;
}

const sendHtml = (reply: FastifyReply, status: number, body: string | Buffer, cache: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', CARD_PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .header('cache-control', cache)
    .send(body);

/**
 * The public card on the agency's host (/{cardId} and its assets) and the owner's preview and stats.
 * Public answers are HTML or files; the owner endpoints under /api/v1/card/ use the usual envelope.
 */
export default async function publicCardRoutes(app: AppInstance) {
  // The demo card's pictures are drawn into this instance's storage (the seed has no storage).
  if (isDemo(app.config)) app.addHook('onReady', () => ensureDemoCardMedia(app.storage));
  /** A page instead of a card, in the language the visitor's browser asks for. */
  const messagePage = (req: FastifyRequest, reply: FastifyReply, status: 404 | 410) => {
    const language = requestLanguage(req.headers['accept-language']);
    const L = CARD_LABELS[language];
    const [title, text] = status === 404 ? [L.notFound, L.checkLink] : [L.inactive, L.contactDirectly];
    return sendHtml(
      reply,
      status,
      renderMessagePage({ title, text, agencyName: req.agency.agencyName, language }),
      'no-store',
    );
  };
  const notFoundPage = (req: FastifyRequest, reply: FastifyReply) => messagePage(req, reply, 404);

  /** The live card at this id and what the public may see of it; null when it does not exist. */
  async function load(req: FastifyRequest, cardId: string) {
    if (cardIdProblem(cardId)) return null;
    const r = await cardByPublicId(app.db, req.agency.agencyId, cardId);
    if (!r?.card.basicDetails) return null;
    const state = publicStateOf({
      status: r.card.status,
      published: r.card.settings.published,
      expiryDate: r.business.expiryDateForCustomer,
      today: todayInIndia(),
      graceDays: req.agency.configuration.cardGraceDays,
    });
    if (state.kind === 'unpublished') return null;
    return { ...r, basicDetails: r.card.basicDetails, state };
  }

  // Views and taps are written in batches; counts are read after this instance's are written.
  const events = new CardEventBuffer(app.db, app.log);
  app.addHook('onClose', () => events.flush());

  const visitor = (req: FastifyRequest, day: string) =>
    visitorHash(app.config.IP_HASH_SECRET, day, req.ip, String(req.headers['user-agent'] ?? ''));

  /**
   * What a visitor's GET /{cardId} needs, by agency, origin and card id, for the day it was made on
   * (the page's state turns with the date): no database round trip while it lasts. Dropped with
   * every write (plugins/memory-caches.ts); the page itself also lives in page-cache.ts by content.
   */
  const hotPages = new LRUCache<string, HotPage>({ max: 20_000 });
  app.memoryCaches.onDrop(() => hotPages.clear());
  const isOwner = (req: FastifyRequest, ownerUserId: string) =>
    req.session?.kind === 'customer' && req.session.userId === ownerUserId;

  /** Counts the view (people only: HEAD requests come from link checkers) of this request. */
  const countView = (req: FastifyRequest, agencyId: string, cardRowId: string) => {
    if (req.method !== 'GET' || isBot(String(req.headers['user-agent'] ?? ''))) return;
    const day = todayInIndia();
    events.add({ agencyId, cardRowId, action: 'view', visitorHash: visitor(req, day), day });
  };

  const sendPublicPage = (req: FastifyRequest, reply: FastifyReply, hot: HotPage) => {
    countView(req, hot.agencyId, hot.cardRowId);
    const { page } = hot;
    reply
      .header('vary', 'accept-encoding')
      .header('etag', page.etag)
      .header('last-modified', page.lastModified);
    // Proxies and phones may keep it briefly; after that a conditional request costs 304 and no body.
    const cache = 'public, max-age=60';
    if (fresh(req.headers, { etag: page.etag, 'last-modified': page.lastModified }))
      return reply.status(304).header('cache-control', cache).send();
    const { body, encoding } = pageBody(page, req.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return sendHtml(reply, 200, body, cache);
  };

  /**
   * The card at /{cardId} in its main language, or at /{cardId}/{language} in another it offers
   * (a language it does not offer: 404; its main one: moved to /{cardId}).
   */
  async function serveCard(req: FastifyRequest, reply: FastifyReply, cardId: string, language?: Language) {
    const key = `${req.agency.agencyId} ${req.agency.origin} ${cardId} ${language ?? ''}`;
    const hot = hotPages.get(key);
    if (hot?.day === todayInIndia() && !isOwner(req, hot.ownerUserId)) return sendPublicPage(req, reply, hot);

    const generation = app.memoryCaches.generation;
    const day = todayInIndia();
    const r = await load(req, cardId);
    if (!r) {
      // A vanity id the card gave up: shared links and printed QR codes move on for good.
      const current = cardIdProblem(cardId)
        ? null
        : await currentIdOfRetired(app.db, req.agency.agencyId, cardId);
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return current
        ? reply.redirect(`/${current}${language ? `/${language}` : ''}${query}`, 301)
        : notFoundPage(req, reply);
    }
    if (language) {
      const languages = cardLanguages(r.card.settings);
      if (!languages.includes(language)) return notFoundPage(req, reply);
      if (language === languages[0]) return reply.redirect(`/${r.card.cardId}`, 301);
    }
    if (r.state.kind === 'inactive') return messagePage(req, reply, 410);
    const card = { cardId: r.card.cardId, content: contentOf(r.card), settings: r.card.settings };
    const mode = r.state.kind === 'frozen' ? 'frozen' : 'full';
    if (isOwner(req, r.business.ownerUserId)) {
      // The owner's page may carry a private renewal prompt, so it is rendered for them alone.
      countView(req, r.card.agencyId, r.card.id);
      const html = await renderFor(app, req, card, {
        mode,
        preview: false,
        renewalUrl: mode === 'frozen' ? '/panel/customer#upgrade' : null,
        language,
      });
      return sendHtml(reply, 200, html, 'private, no-store');
    }
    // Everyone else gets the shared, precompressed page of this version of the card.
    const made: HotPage = {
      day,
      page: await publicPageFor(app, req, card, { mode, preview: false, renewalUrl: null, language }),
      agencyId: r.card.agencyId,
      cardRowId: r.card.id,
      ownerUserId: r.business.ownerUserId,
    };
    // Something written while it was made may have dropped the caches: serve it, keep it not.
    if (generation === app.memoryCaches.generation) hotPages.set(key, made);
    return sendPublicPage(req, reply, made);
  }

  app.get('/:cardId', { config: { access: 'public' }, schema: { params: cardIdParams } }, (req, reply) =>
    serveCard(req, reply, req.params.cardId),
  );
  app.get(
    '/:cardId/:language',
    { config: { access: 'public' }, schema: { params: cardLanguageParams } },
    (req, reply) => {
      const { cardId, language } = req.params;
      return isLanguage(language) ? serveCard(req, reply, cardId, language) : notFoundPage(req, reply);
    },
  );

  app.post(
    '/:cardId/t',
    {
      // Taps are cheap to fake; a per-IP cap keeps one client from flooding the counts.
      config: { access: 'public', keepsPages: true, rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { params: cardIdParams, querystring: trackQuery },
    },
    async (req, reply) => {
      const r = await load(req, req.params.cardId);
      if (r && r.state.kind !== 'inactive') {
        const day = todayInIndia();
        events.add({
          agencyId: r.card.agencyId,
          cardRowId: r.card.id,
          action: req.query.a,
          target: req.query.t ?? null,
          visitorHash: visitor(req, day),
          day,
        });
      }
      return reply.status(204).send();
    },
  );

  app.get(
    '/:cardId/contact.vcf',
    { config: { access: 'public' }, schema: { params: cardIdParams } },
    async (req, reply) => {
      const r = await load(req, req.params.cardId);
      if (!r || r.state.kind === 'inactive') return notFoundPage(req, reply);
      const logo = r.basicDetails.logo ? await app.storage.get(variantKey(r.basicDetails.logo, 480)) : null;
      const vcf = buildVCard({
        basic: r.basicDetails,
        cardUrl: `${originOf(req)}/${r.card.cardId}`,
        photoJpeg: logo ? await vcardPhoto(logo.body).catch(() => null) : null,
      });
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', `attachment; filename="${r.card.cardId}.vcf"`)
        .header('cache-control', 'public, max-age=300')
        .send(vcf);
    },
  );

  const qrRoute = (ext: 'png' | 'svg') =>
    app.get(
      `/:cardId/qr.${ext}`,
      { config: { access: 'public' }, schema: { params: cardIdParams, querystring: downloadQuery } },
      async (req, reply) => {
        const r = await load(req, req.params.cardId);
        if (!r) return notFoundPage(req, reply);
        const url = `${originOf(req)}/${r.card.cardId}`;
        if (req.query.download)
          reply.header('content-disposition', `attachment; filename="${r.card.cardId}-qr.${ext}"`);
        return reply
          .type(ext === 'png' ? 'image/png' : 'image/svg+xml')
          .header('cache-control', 'public, max-age=3600')
          .send(ext === 'png' ? await qrPng(url) : await qrSvg(url));
      },
    );
  qrRoute('png');
  qrRoute('svg');

  app.get(
    '/:cardId/og.png',
    { config: { access: 'public' }, schema: { params: cardIdParams } },
    async (req, reply) => {
      const r = await load(req, req.params.cardId);
      if (!r) return notFoundPage(req, reply);
      const b = r.basicDetails;
      const logo = b.logo ? await app.storage.get(variantKey(b.logo, 480)) : null;
      const png = await ogImage({
        title: b.companyName,
        subtitle: b.tagline ?? [b.title, b.name].filter(Boolean).join(' '),
        accent: r.card.template?.themeColor ?? themeOf(r.card.template?.templateCode).defaultAccent,
        logo: logo?.body ?? null,
      });
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  );

  /* ---- owner: preview and counts ---- */

  app.get(
    '/api/v1/card/preview',
    { config: { access: 'signedIn' }, schema: { querystring: cardNoQuerySchema } },
    async (req, reply) => {
      const { card } = await cardFor(app.db, scopeOf(req), req.query.cardNo);
      const html = await renderFor(
        app,
        req,
        { cardId: card.cardId, content: contentOf(card), settings: card.settings },
        {
          mode: 'full',
          preview: true,
        },
      );
      return sendHtml(reply, 200, html, 'private, no-store');
    },
  );

  app.post(
    '/api/v1/card/preview',
    { config: { access: 'signedIn' }, schema: { body: cardPreviewBodySchema } },
    async (req, reply) => {
      const { cardNo, settings: draftSettings, ...draft } = req.body;
      const stored = cardNo !== undefined ? (await cardFor(app.db, scopeOf(req), cardNo)).card : null;
      const base = stored ? contentOf(stored) : null;
      const content = Object.fromEntries(
        (Object.keys(draft) as (keyof typeof draft)[]).map((k) => [k, draft[k] ?? null]),
      );
      const settings = settingsSchema.parse({
        cardId: stored?.cardId ?? 'your-card',
        ...stored?.settings,
        ...draftSettings,
      });
      const html = await renderFor(
        app,
        req,
        { cardId: settings.cardId, content: { ...emptyContent, ...base, ...content }, settings },
        { mode: 'full', preview: true },
      );
      return sendHtml(reply, 200, html, 'private, no-store');
    },
  );

  app.get(
    '/api/v1/card/stats',
    {
      config: { access: 'signedIn' },
      schema: { querystring: cardStatsQuerySchema, response: { 200: envelope(cardStatsSchema) } },
    },
    async (req) => {
      const { card } = await cardFor(app.db, scopeOf(req), req.query.cardNo);
      await events.flush();
      return { data: await cardStats(app.db, card.id, req.query.days) };
    },
  );
}

const emptyContent = {
  basicDetails: null,
  paymentOptions: null,
  youtubeVideos: null,
  socialLinks: null,
  template: null,
  aboutUs: null,
  products: null,
  links: null,
  gallery: null,
};
