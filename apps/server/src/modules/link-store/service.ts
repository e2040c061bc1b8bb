import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound } from '@panel/shared/errors.ts';
import { variantKey } from '@panel/shared/schemas/document.ts';
import type {
  LinkCategory,
  LinkType,
  linkCategoryBodySchema,
  linkTypeBodySchema,
  linkTypeListQuerySchema,
} from '@panel/shared/schemas/link-store.ts';
import type { Db } from '../../db/client.ts';
import { linkCategories, linkTypes } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { UUID_RE } from '../businesses/access.ts';
import { isUniqueViolation } from '../cards/unique-violation.ts';
import type { LinkTypeInfo } from '../../public-card/actions.ts';

type TypeRow = typeof linkTypes.$inferSelect;
type CategoryRow = typeof linkCategories.$inferSelect;

export const toLinkType = (t: TypeRow, categoryName: string, storage: Storage): LinkType => ({
  linkTypeId: t.id,
  linkCategoryId: t.linkCategoryId,
  categoryName,
  name: t.name,
  fieldType: t.fieldType,
  icon: t.icon,
  iconUrl: t.icon.startsWith('builtin:') ? null : storage.url(variantKey(t.icon, 160)),
  placeholder: t.placeholder,
  hrefTemplate: t.hrefTemplate,
  displayOrder: t.displayOrder,
});

const liveCategory = (id: string) => and(eq(linkCategories.id, id), isNull(linkCategories.deletedAt));
const liveType = (id: string) => and(eq(linkTypes.id, id), isNull(linkTypes.deletedAt));

async function categoryRow(db: Db, id: string): Promise<CategoryRow> {
  const [c] = UUID_RE.test(id) ? await db.select().from(linkCategories).where(liveCategory(id)) : [];
  if (!c) throw notFound('Link category');
  return c;
}

/** Live types with their category names, in display order. */
async function typesWhere(
  db: Db,
  storage: Storage,
  where: ReturnType<typeof and>,
  page?: { limit: number; offset: number },
) {
  const q = db
    .select({ type: linkTypes, categoryName: linkCategories.name })
    .from(linkTypes)
    .innerJoin(linkCategories, eq(linkCategories.id, linkTypes.linkCategoryId))
    .where(and(isNull(linkTypes.deletedAt), isNull(linkCategories.deletedAt), where))
    .orderBy(asc(linkCategories.displayOrder), asc(linkTypes.displayOrder), asc(linkTypes.name));
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q.limit(500);
  return rows.map((r) => toLinkType(r.type, r.categoryName, storage));
}

export async function listCategories(
  db: Db,
  storage: Storage,
): Promise<{ list: LinkCategory[]; total: number }> {
  const cats = await db
    .select()
    .from(linkCategories)
    .where(isNull(linkCategories.deletedAt))
    .orderBy(asc(linkCategories.displayOrder), asc(linkCategories.name))
    .limit(200);
  const types = await typesWhere(db, storage, undefined);
  const list = cats.map((c) => ({
    linkCategoryId: c.id,
    name: c.name,
    displayOrder: c.displayOrder,
    linkTypes: types.filter((t) => t.linkCategoryId === c.id),
  }));
  return { list, total: list.length };
}

export async function getCategory(db: Db, storage: Storage, id: string): Promise<LinkCategory> {
  const c = await categoryRow(db, id);
  return {
    linkCategoryId: c.id,
    name: c.name,
    displayOrder: c.displayOrder,
    linkTypes: await typesWhere(db, storage, eq(linkTypes.linkCategoryId, c.id)),
  };
}

export async function saveCategory(db: Db, body: z.output<typeof linkCategoryBodySchema>): Promise<string> {
  try {
    if (body.linkCategoryId) {
      const c = await categoryRow(db, body.linkCategoryId);
      await db
        .update(linkCategories)
        .set({ name: body.name, displayOrder: body.displayOrder })
        .where(eq(linkCategories.id, c.id));
      return c.id;
    }
    const [c] = await db
      .insert(linkCategories)
      .values({ name: body.name, displayOrder: body.displayOrder })
      .returning({ id: linkCategories.id });
    if (!c) throw new Error('insert returned nothing');
    return c.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('A link category with this name already exists.');
    throw err;
  }
}

/** A category is deleted only when empty, so no card link loses its type by surprise. */
export async function deleteCategory(db: Db, id: string) {
  const c = await categoryRow(db, id);
  const [n] = await db
    .select({ n: count() })
    .from(linkTypes)
    .where(and(eq(linkTypes.linkCategoryId, c.id), isNull(linkTypes.deletedAt)));
  if (n?.n) throw conflict('This category still has link types. Delete or move them first.');
  await db.update(linkCategories).set({ deletedAt: new Date() }).where(eq(linkCategories.id, c.id));
}

export async function listTypes(db: Db, storage: Storage, q: z.output<typeof linkTypeListQuerySchema>) {
  const where = and(
    q.linkCategoryId
      ? UUID_RE.test(q.linkCategoryId)
        ? eq(linkTypes.linkCategoryId, q.linkCategoryId)
        : sql`false`
      : undefined,
    q.search ? ilike(linkTypes.name, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const [list, [total]] = await Promise.all([
    typesWhere(db, storage, where, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    db
      .select({ n: count() })
      .from(linkTypes)
      .innerJoin(linkCategories, eq(linkCategories.id, linkTypes.linkCategoryId))
      .where(and(isNull(linkTypes.deletedAt), isNull(linkCategories.deletedAt), where)),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function getType(db: Db, storage: Storage, id: string): Promise<LinkType> {
  const [t] = UUID_RE.test(id) ? await typesWhere(db, storage, eq(linkTypes.id, id)) : [];
  if (!t) throw notFound('Link type');
  return t;
}

export async function saveType(db: Db, body: z.output<typeof linkTypeBodySchema>): Promise<string> {
  await categoryRow(db, body.linkCategoryId);
  const values = {
    linkCategoryId: body.linkCategoryId,
    name: body.name,
    fieldType: body.fieldType,
    icon: body.icon,
    placeholder: body.placeholder ?? null,
    hrefTemplate: body.hrefTemplate ?? null,
    displayOrder: body.displayOrder,
  };
  try {
    if (body.linkTypeId) {
      const [t] = UUID_RE.test(body.linkTypeId)
        ? await db.select({ id: linkTypes.id }).from(linkTypes).where(liveType(body.linkTypeId))
        : [];
      if (!t) throw notFound('Link type');
      await db.update(linkTypes).set(values).where(eq(linkTypes.id, t.id));
      forgetLinkTypes(db);
      return t.id;
    }
    const [t] = await db.insert(linkTypes).values(values).returning({ id: linkTypes.id });
    if (!t) throw new Error('insert returned nothing');
    forgetLinkTypes(db);
    return t.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('A link type with this name already exists.');
    throw err;
  }
}

/** Soft delete: cards that used the type stop showing that link; their saved data stays. */
export async function deleteType(db: Db, id: string) {
  const [t] = UUID_RE.test(id)
    ? await db.select({ id: linkTypes.id }).from(linkTypes).where(liveType(id))
    : [];
  if (!t) throw notFound('Link type');
  await db.update(linkTypes).set({ deletedAt: new Date() }).where(eq(linkTypes.id, t.id));
  forgetLinkTypes(db);
}

/**
 * Every live link type by id, for rendering card pages. Card pages ask on every view and the Link
 * Store changes rarely, so the answer is kept for a few seconds per database: this instance forgets
 * it at once on a change, other instances within LINK_TYPES_TTL_MS.
 */
const LINK_TYPES_TTL_MS = 30_000;
const linkTypesCache = new WeakMap<Db, { at: number; types: Promise<Map<string, LinkTypeInfo>> }>();

const forgetLinkTypes = (db: Db) => linkTypesCache.delete(db);

export function linkTypeMap(db: Db): Promise<Map<string, LinkTypeInfo>> {
  const hit = linkTypesCache.get(db);
  if (hit && Date.now() - hit.at < LINK_TYPES_TTL_MS) return hit.types;
  const types = db
    .select()
    .from(linkTypes)
    .where(isNull(linkTypes.deletedAt))
    .limit(500)
    .then(
      (rows) =>
        new Map(
          rows.map((t) => [
            t.id,
            {
              linkTypeId: t.id,
              name: t.name,
              fieldType: t.fieldType,
              icon: t.icon,
              hrefTemplate: t.hrefTemplate,
            },
          ]),
        ),
    );
  linkTypesCache.set(db, { at: Date.now(), types });
  // A failed read is not kept: the next view asks the database again.
  types.catch(() => forgetLinkTypes(db));
  return types;
}
