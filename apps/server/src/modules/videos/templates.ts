import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { forbidden, notFound } from '@panel/shared/errors.ts';
import { can, staffContext } from '@panel/shared/roles.ts';
import {
  templateDuration,
  VIDEO_TEXTS,
  type VideoTemplate,
  type saveVideoTemplateBodySchema,
  type templatePopularityBodySchema,
  type videoTemplateQuerySchema,
} from '@panel/shared/schemas/video.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { videoTemplates } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { UUID_RE, type Scope } from '../businesses/access.ts';
import { assertTemplateFiles, backgroundUrls } from './media.ts';
import {
  PROMO_PRIORITY,
  PROMO_QUEUE,
  PROMO_QUEUE_SETTINGS,
  type PromoJobData,
  type VideoDeps,
} from './render-job.ts';

/**
 * The template library (global: written by the platform's superadmins who are also admins or
 * franchisees with all-card access, per the role matrix). Customers see published templates only,
 * and only while their agency has video on.
 */
type TemplateRow = typeof videoTemplates.$inferSelect;

export const isTemplateEditor = (s: Scope) =>
  s.session.kind === 'staff' && can.videoTemplates(staffContext(s.session, s.configuration));

/** Every template call of a customer needs the agency's video product on. */
export function assertVideoOn(s: Scope): void {
  if (!s.configuration.video.enableVideo && !isTemplateEditor(s)) throw forbidden(VIDEO_TEXTS.videoOff);
}

export const toTemplate = (r: TemplateRow, storage: Storage): VideoTemplate => ({
  templateId: r.id,
  name: r.name,
  category: r.category,
  popularity: r.popularity,
  status: r.status,
  videoRatio: r.videoRatio,
  durationSeconds: r.durationSeconds,
  description: r.description,
  previewStatus: r.previewStatus,
  previewProgress: r.previewProgress,
  previewUrl: r.previewStatus === 'ready' && r.previewKey ? storage.url(r.previewKey) : null,
  posterUrl: r.posterKey ? storage.url(r.posterKey) : null,
  backgroundUrls: backgroundUrls(r.description, storage),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** A live template the caller may see (drafts: editors only), or 404. */
export async function templateRow(db: Db, s: Scope, templateId: string): Promise<TemplateRow> {
  if (!UUID_RE.test(templateId)) throw notFound('Template');
  const [row] = await db
    .select()
    .from(videoTemplates)
    .where(and(eq(videoTemplates.id, templateId), isNull(videoTemplates.deletedAt)));
  if (!row || (row.status !== 'published' && !isTemplateEditor(s))) throw notFound('Template');
  return row;
}

export async function listTemplates(
  db: Db,
  storage: Storage,
  s: Scope,
  q: z.output<typeof videoTemplateQuerySchema>,
) {
  assertVideoOn(s);
  const where: (SQL | undefined)[] = [isNull(videoTemplates.deletedAt)];
  if (!isTemplateEditor(s)) where.push(eq(videoTemplates.status, 'published'));
  else if (q.status) where.push(eq(videoTemplates.status, q.status));
  if (q.category) where.push(eq(videoTemplates.category, q.category));
  // A template made for both ratios is listed under each.
  if (q.videoRatio) where.push(sql`${videoTemplates.description}->'ratios' ? ${q.videoRatio}`);
  if (q.search) where.push(ilike(videoTemplates.name, containsPattern(q.search)));
  const cond = and(...where);
  const order =
    q.sortBy === 'newest'
      ? [desc(videoTemplates.createdAt)]
      : [desc(videoTemplates.popularity), asc(videoTemplates.name)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(videoTemplates)
      .where(cond)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(videoTemplates)
      .where(cond),
  ]);
  return { list: rows.map((r) => toTemplate(r, storage)), total: count?.n ?? 0 };
}

export async function getTemplate(db: Db, storage: Storage, s: Scope, templateId: string) {
  assertVideoOn(s);
  return toTemplate(await templateRow(db, s, templateId), storage);
}

/** Creates or updates a template and queues its preview (the template with demo data). */
export async function saveTemplate(
  deps: VideoDeps,
  s: Scope,
  body: z.output<typeof saveVideoTemplateBodySchema>,
): Promise<VideoTemplate> {
  await assertTemplateFiles(deps.storage, body.description);
  const values = {
    name: body.name,
    category: body.category,
    popularity: body.popularity,
    status: body.status,
    videoRatio: body.description.ratios[0] ?? '9*16',
    durationSeconds: templateDuration(body.description),
    description: body.description,
    previewStatus: 'queued' as const,
    previewProgress: 0,
  };
  let row: TemplateRow | undefined;
  if (body.templateId) {
    await templateRow(deps.db, s, body.templateId);
    [row] = await deps.db
      .update(videoTemplates)
      .set({ ...values, revision: sql`${videoTemplates.revision} + 1` })
      .where(eq(videoTemplates.id, body.templateId))
      .returning();
  } else {
    [row] = await deps.db
      .insert(videoTemplates)
      .values({ ...values, createdBy: s.session.userId })
      .returning();
  }
  if (!row) throw new Error('template save returned nothing');
  await queuePreview(deps, row);
  return toTemplate(row, deps.storage);
}

export async function queuePreview(deps: Pick<VideoDeps, 'jobs'>, row: TemplateRow): Promise<void> {
  await deps.jobs.send<PromoJobData>(
    PROMO_QUEUE,
    { kind: 'preview', templateId: row.id, revision: row.revision },
    { ...PROMO_QUEUE_SETTINGS, priority: PROMO_PRIORITY.editor },
  );
}

/** Soft delete: customers' videos made from it keep their template's name. */
export async function deleteTemplate(db: Db, s: Scope, templateId: string) {
  await templateRow(db, s, templateId);
  await db.update(videoTemplates).set({ deletedAt: new Date() }).where(eq(videoTemplates.id, templateId));
  return { templateId, deleted: true as const };
}

/** A pick adds one (any signed-in user); an editor may set the number instead. */
export async function updatePopularity(
  db: Db,
  s: Scope,
  body: z.output<typeof templatePopularityBodySchema>,
) {
  assertVideoOn(s);
  if (body.popularity !== undefined && !isTemplateEditor(s))
    throw forbidden('Only the template managers can set popularity.');
  await templateRow(db, s, body.templateId);
  const [row] = await db
    .update(videoTemplates)
    .set({
      popularity: body.popularity ?? sql`${videoTemplates.popularity} + 1`,
    })
    .where(eq(videoTemplates.id, body.templateId))
    .returning({ popularity: videoTemplates.popularity });
  return { templateId: body.templateId, popularity: row?.popularity ?? 0 };
}
