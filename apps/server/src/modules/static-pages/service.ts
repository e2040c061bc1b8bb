import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '@panel/shared/errors.ts';
import { normalisePhone } from '@panel/shared/card/contact-fields.ts';
import {
  STATIC_PAGE_TEXTS,
  type StaticPage,
  type StaticPageBody,
  type staticPageQuerySchema,
} from '@panel/shared/schemas/static-page.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { businessCategories, categoryStaticPages } from '../../db/schema/index.ts';
import { sanitizeAboutUs } from '../../public-card/sanitize.ts';
import { isUniqueViolation } from '../cards/unique-violation.ts';
import { UUID_RE } from '../businesses/access.ts';

type Row = typeof categoryStaticPages.$inferSelect;
type Query = z.output<typeof staticPageQuerySchema>;

const out = (r: Row, categoryName: string, origin: string): StaticPage => ({
  categoryStaticPageId: r.id,
  categoryId: r.categoryId,
  categoryName,
  title: r.title,
  slug: r.slug,
  content: r.content,
  heroImage: r.heroImage,
  callToAction: r.callToAction,
  whatsappNumber: r.whatsappNumber,
  seoTitle: r.seoTitle,
  seoDescription: r.seoDescription,
  published: r.published,
  publicUrl: `${origin}/p/${r.slug}`,
  updatedAt: r.updatedAt.toISOString(),
});

const withCategory = (db: Db) =>
  db
    .select({ page: categoryStaticPages, categoryName: businessCategories.name })
    .from(categoryStaticPages)
    .innerJoin(businessCategories, eq(businessCategories.id, categoryStaticPages.categoryId));

/** The agency's pages, newest change first; or the one page asked for by id. */
export async function listStaticPages(db: Db, agencyId: string, origin: string, q: Query) {
  const where: (SQL | undefined)[] = [eq(categoryStaticPages.agencyId, agencyId)];
  if (q.categoryStaticPageId) {
    if (!UUID_RE.test(q.categoryStaticPageId)) throw notFound('Static page');
    where.push(eq(categoryStaticPages.id, q.categoryStaticPageId));
  }
  // An id that cannot exist matches nothing (not a 400: it is a filter).
  if (q.categoryId)
    where.push(UUID_RE.test(q.categoryId) ? eq(categoryStaticPages.categoryId, q.categoryId) : sql`false`);
  if (q.published !== undefined) where.push(eq(categoryStaticPages.published, q.published));
  if (q.search) {
    const pattern = containsPattern(q.search);
    where.push(or(ilike(categoryStaticPages.title, pattern), ilike(categoryStaticPages.slug, pattern)));
  }
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    withCategory(db)
      .where(cond)
      .orderBy(desc(categoryStaticPages.updatedAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(categoryStaticPages).where(cond),
  ]);
  if (q.categoryStaticPageId && rows.length === 0) throw notFound('Static page');
  return { list: rows.map((r) => out(r.page, r.categoryName, origin)), total: total?.n ?? 0 };
}

/** Creates a page, or updates the agency's page named by categoryStaticPageId. */
export async function saveStaticPage(db: Db, agencyId: string, origin: string, body: StaticPageBody) {
  if (!UUID_RE.test(body.categoryId))
    throw badRequest('Choose a business category.', { categoryId: 'Choose a business category.' });
  const [category] = await db
    .select({ name: businessCategories.name })
    .from(businessCategories)
    .where(eq(businessCategories.id, body.categoryId));
  if (!category)
    throw badRequest('Choose a business category.', { categoryId: 'Choose a business category.' });
  let whatsappNumber: string | null = null;
  if (body.whatsappNumber) {
    whatsappNumber = normalisePhone(body.whatsappNumber);
    if (!whatsappNumber)
      throw badRequest('A valid phone number is required.', {
        whatsappNumber: 'A valid phone number is required.',
      });
  }
  const values = {
    categoryId: body.categoryId,
    title: body.title,
    slug: body.slug,
    content: sanitizeAboutUs(body.content),
    heroImage: body.heroImage,
    callToAction: body.callToAction,
    whatsappNumber,
    seoTitle: body.seoTitle,
    seoDescription: body.seoDescription,
    published: body.published,
  };
  try {
    let row: Row | undefined;
    if (body.categoryStaticPageId) {
      if (!UUID_RE.test(body.categoryStaticPageId)) throw notFound('Static page');
      [row] = await db
        .update(categoryStaticPages)
        .set(values)
        .where(
          and(
            eq(categoryStaticPages.id, body.categoryStaticPageId),
            eq(categoryStaticPages.agencyId, agencyId),
          ),
        )
        .returning();
      if (!row) throw notFound('Static page');
    } else {
      [row] = await db
        .insert(categoryStaticPages)
        .values({ agencyId, ...values })
        .returning();
      if (!row) throw new Error('static page insert returned nothing');
    }
    return out(row, category.name, origin);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(STATIC_PAGE_TEXTS.slugTaken);
    throw err;
  }
}

export async function deleteStaticPage(db: Db, agencyId: string, id: string) {
  if (!UUID_RE.test(id)) throw notFound('Static page');
  const [row] = await db
    .delete(categoryStaticPages)
    .where(and(eq(categoryStaticPages.id, id), eq(categoryStaticPages.agencyId, agencyId)))
    .returning({ id: categoryStaticPages.id });
  if (!row) throw notFound('Static page');
  return { categoryStaticPageId: row.id, deleted: true };
}

/** A published page of the agency by its address, for the public. */
export async function publishedStaticPage(db: Db, agencyId: string, slug: string) {
  const [r] = await withCategory(db)
    .where(
      and(
        eq(categoryStaticPages.agencyId, agencyId),
        eq(categoryStaticPages.slug, slug),
        eq(categoryStaticPages.published, true),
      ),
    )
    .limit(1);
  return r ?? null;
}

/** Addresses of the agency's published pages, for sitemap.xml. */
export async function publishedSlugs(db: Db, agencyId: string) {
  return db
    .select({ slug: categoryStaticPages.slug, updatedAt: categoryStaticPages.updatedAt })
    .from(categoryStaticPages)
    .where(and(eq(categoryStaticPages.agencyId, agencyId), eq(categoryStaticPages.published, true)))
    .orderBy(categoryStaticPages.slug)
    .limit(10_000);
}
