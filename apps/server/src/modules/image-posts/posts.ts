import { randomUUID } from 'node:crypto';
import { asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { addDays } from 'date-fns/addDays';
import { notFound, badRequest } from '@panel/shared/errors.ts';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import {
  postTypeOf,
  type ImagePost,
  type ImagePostList,
  type ImagePostQuery,
  type ImagePostUploadFields,
  type MediaType,
} from '@panel/shared/schemas/image-post.ts';
import { UPCOMING_FESTIVAL_DAYS, type UiSection } from '@panel/shared/schemas/ui-customisation.ts';
import type { PageQuery } from '@panel/shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import {
  businessCategories,
  businesses,
  imageCategories,
  imagePosts,
  imageSubcategories,
  imageTags,
} from '../../db/schema/index.ts';
import type { MediaTools } from '../../integrations/media-tools.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { UUID_RE } from '../businesses/access.ts';
import { findSection } from '../ui-customisation/service.ts';
import { checkTagIds, visibleSubcategory } from './library.ts';
import {
  andAll,
  assertWritable,
  isCustomer,
  ownerForNewRow,
  scopeOfRow,
  visibleTo,
  type LibraryCaller,
} from './library-scope.ts';
import { inspectUpload, makePreview, storePostFiles } from './media.ts';
import { containsPattern } from '../../db/like.ts';

type PostRow = typeof imagePosts.$inferSelect & { subcategoryName: string };

const postColumns = { post: imagePosts, subcategoryName: imageSubcategories.name };

export function postOut(r: PostRow, storage: Storage, staff: boolean): ImagePost {
  return {
    imageId: r.id,
    scope: scopeOfRow(r.agencyId),
    imageCategoryId: r.categoryId,
    imageSubcategoryId: r.subcategoryId,
    imageSubcategoryName: r.subcategoryName,
    imageTagIds: r.tagIds,
    mediaType: r.mediaType,
    frameShape: r.frameShape,
    postType: r.postType,
    videoRatio: r.videoRatio,
    width: r.width,
    height: r.height,
    durationSeconds: r.durationSeconds,
    previewUrl: r.previewKey ? storage.url(r.previewKey) : null,
    originalUrl: staff ? storage.url(r.originalKey) : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Live posts the caller may see, whose subcategory is live too. */
const visiblePosts = (c: LibraryCaller) =>
  andAll(
    visibleTo(imagePosts.agencyId, c),
    isNull(imagePosts.deletedAt),
    isNull(imageSubcategories.deletedAt),
  );

async function page(
  db: Db,
  storage: Storage,
  c: LibraryCaller,
  where: SQL,
  q: PageQuery,
  order: SQL[] = [desc(imagePosts.createdAt)],
): Promise<{ list: ImagePost[]; total: number }> {
  const full = andAll(visiblePosts(c), where);
  const from = () =>
    db
      .select(postColumns)
      .from(imagePosts)
      .innerJoin(imageSubcategories, eq(imageSubcategories.id, imagePosts.subcategoryId))
      .innerJoin(imageCategories, eq(imageCategories.id, imagePosts.categoryId));
  const [rows, [count]] = await Promise.all([
    from()
      .where(full)
      .orderBy(...order, asc(imagePosts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(imagePosts)
      .innerJoin(imageSubcategories, eq(imageSubcategories.id, imagePosts.subcategoryId))
      .innerJoin(imageCategories, eq(imageCategories.id, imagePosts.categoryId))
      .where(full),
  ]);
  const staff = !isCustomer(c);
  return {
    list: rows.map((r) => postOut({ ...r.post, subcategoryName: r.subcategoryName }, storage, staff)),
    total: count?.n ?? 0,
  };
}

const idsOrNothing = (ids: string[]) =>
  ids.filter((id) => UUID_RE.test(id)).length ? ids.filter((id) => UUID_RE.test(id)) : null;
const NOTHING = sql`false`;

/** The category name and default subcategory of a business the caller may see (for MY_BUSINESS_CATEGORY). */
async function businessCategoryOf(db: Db, c: LibraryCaller, businessId: string | undefined) {
  if (!businessId || !UUID_RE.test(businessId)) return null;
  const owner = isCustomer(c) ? eq(businesses.ownerUserId, c.session.userId) : undefined;
  const [row] = await db
    .select({ name: businessCategories.name, subcategoryId: businessCategories.imageSubcategoryId })
    .from(businesses)
    .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .where(
      andAll(
        eq(businesses.id, businessId),
        eq(businesses.agencyId, c.agencyId),
        isNull(businesses.deletedAt),
        owner,
      ),
    );
  return row ?? null;
}

/** A UI customisation section as a condition on posts (and the order its posts come in). */
async function sectionFilter(
  db: Db,
  c: LibraryCaller,
  s: UiSection,
  businessId?: string,
): Promise<{ where: SQL; order?: SQL[] }> {
  const today = todayInIndia();
  const festival = eq(imageCategories.contentKind, 'festival');
  switch (s.source) {
    case 'POSTS': {
      const ids = idsOrNothing(s.imageIds);
      return { where: ids ? inArray(imagePosts.id, ids) : NOTHING };
    }
    case 'SUBCATEGORIES': {
      const ids = idsOrNothing(s.imageSubcategoryIds);
      return { where: ids ? inArray(imagePosts.subcategoryId, ids) : NOTHING };
    }
    case 'TODAY_FESTIVAL':
      return { where: andAll(festival, eq(imageSubcategories.date, today)) };
    case 'UPCOMING_FESTIVALS': {
      const until = addDays(new Date(`${today}T00:00:00Z`), UPCOMING_FESTIVAL_DAYS)
        .toISOString()
        .slice(0, 10);
      return {
        where: andAll(
          festival,
          sql`${imageSubcategories.date} > ${today}`,
          sql`${imageSubcategories.date} <= ${until}`,
        ),
        order: [asc(imageSubcategories.date), desc(imagePosts.createdAt)],
      };
    }
    case 'MY_BUSINESS_CATEGORY': {
      const cat = await businessCategoryOf(db, c, businessId);
      if (!cat) return { where: NOTHING };
      const byName = sql`exists (select 1 from unnest(${imageSubcategories.businessCategories}) bc where lower(bc) = lower(${cat.name}))`;
      return {
        where:
          cat.subcategoryId && UUID_RE.test(cat.subcategoryId)
            ? (sql`(${imagePosts.subcategoryId} = ${cat.subcategoryId} or ${byName})` as SQL)
            : byName,
      };
    }
  }
}

export async function listPosts(
  db: Db,
  storage: Storage,
  c: LibraryCaller,
  q: ImagePostQuery,
): Promise<ImagePostList> {
  const bad = [q.imageCategoryId, q.imageSubcategoryId, q.imageTagId].some(
    (id) => id !== undefined && !UUID_RE.test(id),
  );
  let section: { where: SQL; order?: SQL[] } | undefined;
  if (q.uiCustomisationId || q.metaId) {
    if (!q.uiCustomisationId || !q.metaId)
      throw badRequest('Give both uiCustomisationId and metaId.', {
        metaId: 'Give both uiCustomisationId and metaId.',
      });
    section = await sectionFilter(
      db,
      c,
      await findSection(db, c.agencyId, q.uiCustomisationId, q.metaId),
      q.businessId,
    );
  }
  const where = bad
    ? NOTHING
    : andAll(
        section?.where,
        q.imageCategoryId ? eq(imagePosts.categoryId, q.imageCategoryId) : undefined,
        q.imageSubcategoryId ? eq(imagePosts.subcategoryId, q.imageSubcategoryId) : undefined,
        q.imageTagId ? sql`${q.imageTagId}::uuid = any(${imagePosts.tagIds})` : undefined,
        q.mediaType ? eq(imagePosts.mediaType, q.mediaType) : undefined,
        q.frameShape ? eq(imagePosts.frameShape, q.frameShape) : undefined,
        q.postType ? eq(imagePosts.postType, q.postType) : undefined,
        q.scope
          ? q.scope === 'global'
            ? isNull(imagePosts.agencyId)
            : eq(imagePosts.agencyId, c.agencyId)
          : undefined,
      );
  // Posts made for the business's own category come first; the order within each part is unchanged.
  const category = q.businessId ? await businessCategoryOf(db, c, q.businessId) : null;
  const order = [
    ...(category ? [desc(sql`${category.name} = any(${imageSubcategories.businessCategories})`)] : []),
    ...(section?.order ?? [desc(imagePosts.createdAt)]),
  ];
  const result = await page(db, storage, c, where, q, order);
  return { ...result, uiCustomisationId: q.uiCustomisationId ?? null, metaId: q.metaId ?? null };
}

/** Matches the subcategory, its category or any of the post's tags. */
export async function searchPosts(
  db: Db,
  storage: Storage,
  c: LibraryCaller,
  q: PageQuery & { q: string; mediaType?: MediaType },
) {
  const like = containsPattern(q.q);
  const where = andAll(
    sql`(${imageSubcategories.name} ilike ${like} or ${imageCategories.name} ilike ${like} or exists (
      select 1 from ${imageTags} t where t.id = any(${imagePosts.tagIds}) and t.name ilike ${like}))`,
    q.mediaType ? eq(imagePosts.mediaType, q.mediaType) : undefined,
  );
  return page(db, storage, c, where, q);
}

export async function postsByIds(db: Db, storage: Storage, c: LibraryCaller, ids: string[]) {
  const valid = idsOrNothing(ids);
  if (!valid) return { list: [], total: 0 };
  const result = await page(db, storage, c, inArray(imagePosts.id, valid), { page: 1, limit: 100 });
  // In the order asked, as a "recent downloads" strip expects.
  const at = new Map(valid.map((id, i) => [id, i]));
  result.list.sort((a, b) => (at.get(a.imageId) ?? 0) - (at.get(b.imageId) ?? 0));
  return result;
}

export async function postsPerSubcategory(
  db: Db,
  storage: Storage,
  c: LibraryCaller,
  q: PageQuery & { imageSubcategoryIds: string[]; mediaType?: MediaType; frameShape?: 'SQUARE' | 'STORY' },
) {
  const list = [];
  for (const id of [...new Set(q.imageSubcategoryIds)]) {
    const sub = await visibleSubcategory(db, c, id).catch(() => null);
    if (!sub) continue;
    const posts = await page(
      db,
      storage,
      c,
      andAll(
        eq(imagePosts.subcategoryId, sub.sub.id),
        q.mediaType ? eq(imagePosts.mediaType, q.mediaType) : undefined,
        q.frameShape ? eq(imagePosts.frameShape, q.frameShape) : undefined,
      ),
      q,
    );
    list.push({
      imageSubcategoryId: sub.sub.id,
      imageSubcategoryName: sub.sub.name,
      date: sub.sub.date,
      posts,
    });
  }
  return { list };
}

/** A post the caller may see, or 404. */
export async function visiblePost(db: Db, c: LibraryCaller, imageId: string): Promise<PostRow> {
  if (!UUID_RE.test(imageId)) throw notFound('Post');
  const [row] = await db
    .select(postColumns)
    .from(imagePosts)
    .innerJoin(imageSubcategories, eq(imageSubcategories.id, imagePosts.subcategoryId))
    .where(andAll(eq(imagePosts.id, imageId), visiblePosts(c)));
  if (!row) throw notFound('Post');
  return { ...row.post, subcategoryName: row.subcategoryName };
}

export interface UploadedFile {
  body: Buffer;
}

/** Stores uploaded posts (one or many files with the same fields), each checked by its bytes. */
export async function uploadPosts(
  db: Db,
  storage: Storage,
  c: LibraryCaller,
  fields: ImagePostUploadFields,
  files: UploadedFile[],
  tools: MediaTools,
): Promise<ImagePost[]> {
  if (files.length === 0) throw badRequest('Choose a file to upload.', { file: 'Choose a file to upload.' });
  const agencyId = ownerForNewRow(c, fields.scope);
  const sub = await visibleSubcategory(db, c, fields.imageSubcategoryId);
  if (agencyId === null && sub.sub.agencyId !== null)
    throw badRequest('A global post needs a global subcategory.', {
      imageSubcategoryId: 'Choose a global subcategory.',
    });
  const tagIds = await checkTagIds(db, c, fields.imageTagIds, agencyId === null);
  // Inspect everything before storing anything, so one bad file rejects the batch cleanly.
  const media = [];
  for (const f of files) media.push(await inspectUpload(f.body, tools));
  const created: ImagePost[] = [];
  for (const m of media) {
    const keys = await storePostFiles(storage, m);
    const [row] = await db
      .insert(imagePosts)
      .values({
        agencyId,
        categoryId: sub.sub.categoryId,
        subcategoryId: sub.sub.id,
        tagIds,
        mediaType: m.mediaType,
        frameShape: fields.frameShape,
        postType: postTypeOf(fields.frameShape, m.mediaType),
        videoRatio:
          m.mediaType === 'VIDEO'
            ? (fields.videoRatio ?? (fields.frameShape === 'STORY' ? '9*16' : '16*9'))
            : null,
        originalKey: keys.originalKey,
        previewKey: keys.previewKey,
        width: m.width,
        height: m.height,
        durationSeconds: m.durationSeconds,
        createdByUserId: c.session.userId,
      })
      .returning();
    if (!row) throw new Error('post insert returned nothing');
    created.push(postOut({ ...row, subcategoryName: sub.sub.name }, storage, true));
  }
  return created;
}

export async function deletePosts(db: Db, c: LibraryCaller, imageIds: string[]) {
  const rows = await Promise.all([...new Set(imageIds)].map((id) => visiblePost(db, c, id)));
  for (const r of rows) assertWritable(c, r.agencyId);
  await db
    .update(imagePosts)
    .set({ deletedAt: new Date() })
    .where(
      inArray(
        imagePosts.id,
        rows.map((r) => r.id),
      ),
    );
  return { imageIds: rows.map((r) => r.id) };
}

/** Regenerates browsing previews from the originals (after a watermark change, or for imports). */
export async function regeneratePreviews(
  db: Db,
  storage: Storage,
  c: LibraryCaller,
  imageIds: string[] | undefined,
  tools: MediaTools,
) {
  const rows = imageIds
    ? await Promise.all([...new Set(imageIds)].map((id) => visiblePost(db, c, id)))
    : (
        await db
          .select(postColumns)
          .from(imagePosts)
          .innerJoin(imageSubcategories, eq(imageSubcategories.id, imagePosts.subcategoryId))
          .where(andAll(visiblePosts(c), isNull(imagePosts.previewKey)))
          .limit(100)
      ).map((r) => ({ ...r.post, subcategoryName: r.subcategoryName }));
  let generated = 0;
  for (const r of rows) {
    assertWritable(c, r.agencyId);
    const original = await storage.get(r.originalKey);
    if (!original) continue;
    const media = await inspectUpload(original.body, tools);
    // Stored files are immutable (cached forever), so a new preview gets a new key.
    const previewKey = `greetings/previews/${randomUUID()}.jpg`;
    await storage.put(previewKey, await makePreview(media.still), 'image/jpeg');
    await db.update(imagePosts).set({ previewKey }).where(eq(imagePosts.id, r.id));
    if (r.previewKey) await storage.delete(r.previewKey);
    generated++;
  }
  return { generated };
}
