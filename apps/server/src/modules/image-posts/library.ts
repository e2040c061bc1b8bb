import { asc, eq, inArray, isNull, sql, gte, lte } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '@panel/shared/errors.ts';
import type { PageQuery } from '@panel/shared/schemas/common.ts';
import {
  GREETING_TEXTS,
  type ContentKind,
  type ImageCategory,
  type ImageCategoryBody,
  type ImageSubcategory,
  type ImageSubcategoryBody,
  type ImageTag,
  type TagType,
} from '@panel/shared/schemas/image-post.ts';
import type { Db } from '../../db/client.ts';
import { imageCategories, imagePosts, imageSubcategories, imageTags } from '../../db/schema/index.ts';
import { UUID_RE } from '../businesses/access.ts';
import {
  andAll,
  assertWritable,
  ownerForNewRow,
  scopeOfRow,
  visibleTo,
  type LibraryCaller,
} from './library-scope.ts';

/* Categories, subcategories and tags of the greeting library. */

const categoryOut = (r: typeof imageCategories.$inferSelect): ImageCategory => ({
  imageCategoryId: r.id,
  imageCategoryName: r.name,
  contentKind: r.contentKind,
  displayOrder: r.displayOrder,
  scope: scopeOfRow(r.agencyId),
});

export async function listCategories(db: Db, c: LibraryCaller, q: PageQuery) {
  const where = andAll(visibleTo(imageCategories.agencyId, c), isNull(imageCategories.deletedAt));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(imageCategories)
      .where(where)
      .orderBy(asc(imageCategories.displayOrder), asc(imageCategories.name))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(imageCategories)
      .where(where),
  ]);
  return { list: rows.map(categoryOut), total: count?.n ?? 0 };
}

export async function visibleCategory(db: Db, c: LibraryCaller, id: string) {
  if (!UUID_RE.test(id)) throw notFound('Category');
  const [row] = await db
    .select()
    .from(imageCategories)
    .where(
      andAll(
        eq(imageCategories.id, id),
        visibleTo(imageCategories.agencyId, c),
        isNull(imageCategories.deletedAt),
      ),
    );
  if (!row) throw notFound('Category');
  return row;
}

export async function saveCategory(
  db: Db,
  c: LibraryCaller,
  body: ImageCategoryBody,
): Promise<ImageCategory> {
  const values = {
    name: body.imageCategoryName,
    contentKind: body.contentKind,
    displayOrder: body.displayOrder,
  };
  if (body.imageCategoryId) {
    const row = await visibleCategory(db, c, body.imageCategoryId);
    assertWritable(c, row.agencyId);
    const [updated] = await db
      .update(imageCategories)
      .set(values)
      .where(eq(imageCategories.id, row.id))
      .returning();
    if (!updated) throw notFound('Category');
    return categoryOut(updated);
  }
  const agencyId = ownerForNewRow(c, body.scope);
  const [created] = await db
    .insert(imageCategories)
    .values({ ...values, agencyId })
    .returning();
  if (!created) throw new Error('category insert returned nothing');
  return categoryOut(created);
}

/**
 * Deletes an empty category. One that still has subcategories is refused (409) rather than taking
 * them and their posts along: a category is a whole festival calendar or business section, too much
 * to lose in one tap. Every live subcategory counts, whoever owns it, so no agency's subcategory is
 * left without its category. The row is soft-deleted like subcategories, because deleted
 * subcategories and posts (and the renders made from them) still refer to it.
 */
export async function deleteCategory(db: Db, c: LibraryCaller, imageCategoryId: string) {
  const row = await visibleCategory(db, c, imageCategoryId);
  assertWritable(c, row.agencyId);
  const [deleted] = await db
    .update(imageCategories)
    .set({ deletedAt: new Date() })
    .where(
      andAll(
        eq(imageCategories.id, row.id),
        sql`not exists (select 1 from ${imageSubcategories} where ${imageSubcategories.categoryId} = ${imageCategories.id} and ${imageSubcategories.deletedAt} is null)`,
      ),
    )
    .returning({ id: imageCategories.id });
  if (!deleted) throw conflict(GREETING_TEXTS.categoryHasSubcategories);
  return { imageCategoryId: deleted.id };
}

// ---------- subcategories ----------

const subcategoryColumns = {
  sub: imageSubcategories,
  categoryName: imageCategories.name,
  contentKind: imageCategories.contentKind,
};
type SubcategoryJoined = {
  sub: typeof imageSubcategories.$inferSelect;
  categoryName: string;
  contentKind: ContentKind;
};

const subcategoryOut = (r: SubcategoryJoined): ImageSubcategory => ({
  imageSubcategoryId: r.sub.id,
  imageCategoryId: r.sub.categoryId,
  imageCategoryName: r.categoryName,
  contentKind: r.contentKind,
  imageSubcategoryName: r.sub.name,
  date: r.sub.date,
  businessCategories: r.sub.businessCategories,
  displayOrder: r.sub.displayOrder,
  scope: scopeOfRow(r.sub.agencyId),
});

export interface SubcategoryFilter {
  imageCategoryId?: string;
  imageCategoryIds?: string[];
  imageCategoryName?: string;
  contentKind?: ContentKind;
  fromDate?: string;
  toDate?: string;
  businessCategory?: string;
}

/** Festivals come in date order (the calendar), the rest in the admins' display order. */
export async function listSubcategories(db: Db, c: LibraryCaller, f: SubcategoryFilter, q: PageQuery) {
  const badIds = [f.imageCategoryId, ...(f.imageCategoryIds ?? [])].some(
    (id) => id !== undefined && !UUID_RE.test(id),
  );
  if (badIds) return { list: [], total: 0 };
  const where = andAll(
    visibleTo(imageSubcategories.agencyId, c),
    visibleTo(imageCategories.agencyId, c),
    isNull(imageSubcategories.deletedAt),
    f.imageCategoryId ? eq(imageSubcategories.categoryId, f.imageCategoryId) : undefined,
    f.imageCategoryIds ? inArray(imageSubcategories.categoryId, f.imageCategoryIds) : undefined,
    f.imageCategoryName ? sql`lower(${imageCategories.name}) = lower(${f.imageCategoryName})` : undefined,
    f.contentKind ? eq(imageCategories.contentKind, f.contentKind) : undefined,
    f.fromDate ? gte(imageSubcategories.date, f.fromDate) : undefined,
    f.toDate ? lte(imageSubcategories.date, f.toDate) : undefined,
    f.businessCategory
      ? sql`exists (select 1 from unnest(${imageSubcategories.businessCategories}) bc where lower(bc) = lower(${f.businessCategory}))`
      : undefined,
  );
  const base = () =>
    db
      .select(subcategoryColumns)
      .from(imageSubcategories)
      .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.categoryId));
  const [rows, [count]] = await Promise.all([
    base()
      .where(where)
      .orderBy(
        sql`${imageSubcategories.date} asc nulls last`,
        asc(imageSubcategories.displayOrder),
        asc(imageSubcategories.name),
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(imageSubcategories)
      .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.categoryId))
      .where(where),
  ]);
  return { list: rows.map(subcategoryOut), total: count?.n ?? 0 };
}

export async function visibleSubcategory(db: Db, c: LibraryCaller, id: string) {
  if (!UUID_RE.test(id)) throw notFound('Subcategory');
  const [row] = await db
    .select(subcategoryColumns)
    .from(imageSubcategories)
    .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.categoryId))
    .where(
      andAll(
        eq(imageSubcategories.id, id),
        isNull(imageSubcategories.deletedAt),
        visibleTo(imageSubcategories.agencyId, c),
      ),
    );
  if (!row) throw notFound('Subcategory');
  return row;
}

export async function saveSubcategory(
  db: Db,
  c: LibraryCaller,
  imageCategoryId: string,
  body: ImageSubcategoryBody,
): Promise<ImageSubcategory> {
  const category = await visibleCategory(db, c, imageCategoryId);
  const values = {
    name: body.imageSubcategoryName,
    date: body.date ?? null,
    businessCategories: body.businessCategories,
    displayOrder: body.displayOrder,
    categoryId: category.id,
  };
  if (body.imageSubcategoryId) {
    const row = await visibleSubcategory(db, c, body.imageSubcategoryId);
    assertWritable(c, row.sub.agencyId);
    await db.update(imageSubcategories).set(values).where(eq(imageSubcategories.id, row.sub.id));
    return subcategoryOut(await visibleSubcategory(db, c, row.sub.id));
  }
  const agencyId = ownerForNewRow(c, body.scope);
  // A global subcategory inside an agency's own category would leak it to other agencies.
  if (agencyId === null && category.agencyId !== null)
    throw badRequest('A global subcategory needs a global category.', {
      imageCategoryId: 'Choose a global category.',
    });
  const [created] = await db
    .insert(imageSubcategories)
    .values({ ...values, agencyId })
    .returning({ id: imageSubcategories.id });
  if (!created) throw new Error('subcategory insert returned nothing');
  return subcategoryOut(await visibleSubcategory(db, c, created.id));
}

/** Removes a subcategory and takes its posts out of the library with it. */
export async function deleteSubcategory(
  db: Db,
  c: LibraryCaller,
  imageCategoryId: string,
  imageSubcategoryId: string,
) {
  const row = await visibleSubcategory(db, c, imageSubcategoryId);
  if (row.sub.categoryId !== imageCategoryId) throw notFound('Subcategory');
  assertWritable(c, row.sub.agencyId);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(imageSubcategories).set({ deletedAt: now }).where(eq(imageSubcategories.id, row.sub.id));
    await tx
      .update(imagePosts)
      .set({ deletedAt: now })
      .where(andAll(eq(imagePosts.subcategoryId, row.sub.id), isNull(imagePosts.deletedAt)));
  });
  return { imageSubcategoryId: row.sub.id };
}

// ---------- tags ----------

const tagOut = (r: typeof imageTags.$inferSelect): ImageTag => ({
  imageTagId: r.id,
  tagName: r.name,
  tagType: r.tagType,
  scope: scopeOfRow(r.agencyId),
});

export async function listTags(db: Db, c: LibraryCaller, tagType: TagType | undefined) {
  const rows = await db
    .select()
    .from(imageTags)
    .where(andAll(visibleTo(imageTags.agencyId, c), tagType ? eq(imageTags.tagType, tagType) : undefined))
    .orderBy(asc(imageTags.tagType), asc(imageTags.name))
    .limit(500);
  return { list: rows.map(tagOut), total: rows.length };
}

async function visibleTag(db: Db, c: LibraryCaller, id: string) {
  if (!UUID_RE.test(id)) throw notFound('Tag');
  const [row] = await db
    .select()
    .from(imageTags)
    .where(andAll(eq(imageTags.id, id), visibleTo(imageTags.agencyId, c)));
  if (!row) throw notFound('Tag');
  return row;
}

export async function saveTag(
  db: Db,
  c: LibraryCaller,
  body: { imageTagId?: string; tagName: string; tagType: TagType; scope?: 'global' | 'agency' },
) {
  const values = { name: body.tagName, tagType: body.tagType };
  if (body.imageTagId) {
    const row = await visibleTag(db, c, body.imageTagId);
    assertWritable(c, row.agencyId);
    const [updated] = await db.update(imageTags).set(values).where(eq(imageTags.id, row.id)).returning();
    if (!updated) throw notFound('Tag');
    return tagOut(updated);
  }
  const [created] = await db
    .insert(imageTags)
    .values({ ...values, agencyId: ownerForNewRow(c, body.scope) })
    .returning();
  if (!created) throw new Error('tag insert returned nothing');
  return tagOut(created);
}

/** Deletes a tag and unlinks it from every post that carried it. */
export async function deleteTag(db: Db, c: LibraryCaller, imageTagId: string) {
  const row = await visibleTag(db, c, imageTagId);
  assertWritable(c, row.agencyId);
  await db.transaction(async (tx) => {
    await tx
      .update(imagePosts)
      .set({ tagIds: sql`array_remove(${imagePosts.tagIds}, ${row.id}::uuid)` })
      .where(sql`${row.id}::uuid = any(${imagePosts.tagIds})`);
    await tx.delete(imageTags).where(eq(imageTags.id, row.id));
  });
  return { imageTagId: row.id };
}

/** Tag ids a new post may carry: all must be visible to the uploader and, for a global post, global. */
export async function checkTagIds(
  db: Db,
  c: LibraryCaller,
  ids: string[],
  globalPost: boolean,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (unique.some((id) => !UUID_RE.test(id)))
    throw badRequest('Unknown tag.', { imageTagIds: 'Choose tags from the list.' });
  const rows = await db
    .select({ id: imageTags.id, agencyId: imageTags.agencyId })
    .from(imageTags)
    .where(andAll(inArray(imageTags.id, unique), visibleTo(imageTags.agencyId, c)));
  if (rows.length !== unique.length || (globalPost && rows.some((r) => r.agencyId !== null)))
    throw badRequest('Unknown tag.', { imageTagIds: 'Choose tags from the list.' });
  return unique;
}
