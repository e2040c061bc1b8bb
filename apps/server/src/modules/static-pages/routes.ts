import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelope, text } from '@panel/shared/schemas/common.ts';
import {
  staticPageBodySchema,
  staticPageDeletedSchema,
  staticPageDeleteQuerySchema,
  staticPageListSchema,
  staticPageQuerySchema,
  staticPageSchema,
} from '@panel/shared/schemas/static-page.ts';
import type { AppInstance } from '../../app-types.ts';
import { businesses, cards } from '../../db/schema/index.ts';
import { originOf } from '../../public-card/origin.ts';
import { escapeHtml } from '../../public-card/html.ts';
import { renderMessagePage } from '../../public-card/render.ts';
import { imageUrl } from '../cards/media.ts';
import { renderStaticPage } from './render.ts';
import {
  deleteStaticPage,
  listStaticPages,
  publishedSlugs,
  publishedStaticPage,
  saveStaticPage,
} from './service.ts';

/**
 * Category Static Page Management (superadmin and admin, spec section 6) and the published pages at
 * /p/{slug} on the agency's host, listed in its sitemap.xml with the published cards.
 */
export default async function staticPageRoutes(app: AppInstance) {
  const PATH = '/api/v1/category-static-page';
  app.get(
    PATH,
    {
      config: { access: 'staticPages' },
      schema: { querystring: staticPageQuerySchema, response: { 200: envelope(staticPageListSchema) } },
    },
    async (req) => ({ data: await listStaticPages(app.db, req.agency.agencyId, originOf(req), req.query) }),
  );
  app.post(
    PATH,
    {
      config: { access: 'staticPages' },
      schema: { body: staticPageBodySchema, response: { 200: envelope(staticPageSchema) } },
    },
    async (req) => ({ data: await saveStaticPage(app.db, req.agency.agencyId, originOf(req), req.body) }),
  );
  app.delete(
    PATH,
    {
      config: { access: 'staticPages' },
      schema: {
        querystring: staticPageDeleteQuerySchema,
        response: { 200: envelope(staticPageDeletedSchema) },
      },
    },
    async (req) => ({
      data: await deleteStaticPage(app.db, req.agency.agencyId, req.query.categoryStaticPageId),
    }),
  );

  app.get(
    '/p/:slug',
    { config: { access: 'public' }, schema: { params: z.object({ slug: text().max(80) }) } },
    async (req, reply) => {
      const found = await publishedStaticPage(app.db, req.agency.agencyId, req.params.slug.toLowerCase());
      reply.type('text/html; charset=utf-8').header('x-content-type-options', 'nosniff');
      if (!found)
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .send(
            renderMessagePage({
              title: 'Page not found',
              text: 'Check the link and try again.',
              agencyName: req.agency.agencyName,
            }),
          );
      const origin = originOf(req);
      const { page } = found;
      return reply
        .header('cache-control', 'public, max-age=300')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        )
        .send(
          renderStaticPage({
            page,
            pageUrl: `${origin}/p/${page.slug}`,
            heroUrl: page.heroImage ? `${origin}${imageUrl(app.storage)(page.heroImage, 960)}` : null,
            agencyName: req.agency.agencyName,
            logoUrl: req.agency.logoUrl,
            primaryColor: req.agency.primaryColor,
            signUpUrl: `${origin}/panel/login`,
          }),
        );
    },
  );

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (req, reply) => {
    const origin = originOf(req);
    const [pages, liveCards] = await Promise.all([
      publishedSlugs(app.db, req.agency.agencyId),
      app.db
        .select({ cardId: cards.cardId, updatedAt: cards.updatedAt })
        .from(cards)
        .innerJoin(businesses, eq(businesses.id, cards.businessId))
        .where(
          and(
            eq(cards.agencyId, req.agency.agencyId),
            isNull(cards.deletedAt),
            isNull(businesses.deletedAt),
            eq(cards.status, 'active'),
            sql`coalesce((${cards.settings}->>'published')::boolean, false)`,
          ),
        )
        .limit(40_000),
    ]);
    const url = (path: string, at: Date) =>
      `<url><loc>${escapeHtml(`${origin}${path}`)}</loc><lastmod>${at.toISOString().slice(0, 10)}</lastmod></url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...pages.map((p) => url(`/p/${p.slug}`, p.updatedAt)),
      ...liveCards.map((c) => url(`/${c.cardId}`, c.updatedAt)),
      '</urlset>',
    ].join('');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
}
