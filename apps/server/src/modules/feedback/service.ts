import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '@panel/shared/errors.ts';
import type { Feedback, feedbackBodySchema, feedbackQuerySchema } from '@panel/shared/schemas/feedback.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { feedback, users } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { UUID_RE } from '../businesses/access.ts';
import { imageUrl } from '../cards/media.ts';

type Body = z.output<typeof feedbackBodySchema>;
type Query = z.output<typeof feedbackQuerySchema>;

export async function addFeedback(db: Db, agencyId: string, userId: string, body: Body) {
  const [row] = await db
    .insert(feedback)
    .values({
      agencyId,
      userId,
      rating: body.rating,
      text: body.text,
      screenshot: body.screenshot,
      pageUrl: body.pageUrl,
    })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned nothing');
  return row.id;
}

/** The agency's feedback, newest first, with who sent it (staff read it to follow up). */
export async function listFeedback(db: Db, storage: Storage, agencyId: string, q: Query) {
  const where: (SQL | undefined)[] = [eq(feedback.agencyId, agencyId)];
  if (q.rating) where.push(eq(feedback.rating, q.rating));
  if (q.from) where.push(gte(feedback.createdAt, new Date(`${q.from}T00:00:00+05:30`)));
  if (q.to) where.push(lte(feedback.createdAt, new Date(`${q.to}T23:59:59.999+05:30`)));
  if (q.search) {
    const pattern = containsPattern(q.search);
    where.push(
      or(ilike(feedback.text, pattern), ilike(users.name, pattern), ilike(users.phoneNumber, pattern)),
    );
  }
  const cond = and(...where);
  const url = imageUrl(storage);
  const [rows, [total]] = await Promise.all([
    db
      .select({ f: feedback, name: users.name, phoneNumber: users.phoneNumber, email: users.email })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(cond)
      .orderBy(desc(feedback.createdAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(feedback).innerJoin(users, eq(users.id, feedback.userId)).where(cond),
  ]);
  const list: Feedback[] = rows.map(({ f, name, phoneNumber, email }) => ({
    feedbackId: f.id,
    rating: f.rating,
    text: f.text,
    screenshotUrl: f.screenshot ? url(f.screenshot, 960) : null,
    pageUrl: f.pageUrl,
    customerName: name,
    phoneNumber,
    email,
    createdAt: f.createdAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0 };
}

export async function deleteFeedback(db: Db, agencyId: string, id: string) {
  if (!UUID_RE.test(id)) throw notFound('Feedback');
  const [row] = await db
    .delete(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.agencyId, agencyId)))
    .returning({ id: feedback.id });
  if (!row) throw notFound('Feedback');
  return { feedbackId: row.id, deleted: true };
}
