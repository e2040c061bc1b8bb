import { createHmac } from 'node:crypto';
import { and, count, countDistinct, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import { CARD_ACTIONS } from '@panel/shared/schemas/card.ts';
import type { Db } from '../../db/client.ts';
import { businesses, cardEvents, cards, retiredCardIds } from '../../db/schema/index.ts';

/** A live card of this agency by its public id, with its business. */
export async function cardByPublicId(db: Db, agencyId: string, cardId: string) {
  const [r] = await db
    .select({ card: cards, business: businesses })
    .from(cards)
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .where(
      and(
        eq(cards.agencyId, agencyId),
        eq(cards.cardId, cardId),
        isNull(cards.deletedAt),
        isNull(businesses.deletedAt),
      ),
    )
    .limit(1);
  return r ?? null;
}

/** The live id of the card that gave up `cardId` in this agency (a retired vanity id), or null. */
export async function currentIdOfRetired(db: Db, agencyId: string, cardId: string): Promise<string | null> {
  const [r] = await db
    .select({ cardId: cards.cardId })
    .from(retiredCardIds)
    .innerJoin(cards, eq(cards.id, retiredCardIds.cardRowId))
    .where(
      and(eq(retiredCardIds.agencyId, agencyId), eq(retiredCardIds.cardId, cardId), isNull(cards.deletedAt)),
    )
    .limit(1);
  return r?.cardId ?? null;
}

/**
 * A visitor id that holds no personal data: HMAC of IP and user agent keyed by the server secret and
 * today's India date. It rotates daily, so visits can be de-duplicated within a day and never linked
 * across days or back to an address.
 */
export const visitorHash = (secret: string, day: string, ip: string, userAgent: string) =>
  createHmac('sha256', `${secret}|${day}`).update(`${ip}|${userAgent}`).digest('hex').slice(0, 32);

const BOT_RE = /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|headless/i;
export const isBot = (userAgent: string) => BOT_RE.test(userAgent);

/** A calendar date moved by whole days (UTC arithmetic on a date with no time zone). */
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Counts per India day and action, zero-filled, oldest first; plus unique visitors per day. */
export async function cardStats(db: Db, cardRowId: string, days: number) {
  const to = todayInIndia();
  const from = shiftDate(to, -(days - 1));
  const inRange = and(
    eq(cardEvents.cardRowId, cardRowId),
    gte(cardEvents.day, from),
    lte(cardEvents.day, to),
  );
  const [byAction, byDay] = await Promise.all([
    db
      .select({ day: sql<string>`${cardEvents.day}::text`, action: cardEvents.action, n: count() })
      .from(cardEvents)
      .where(inRange)
      .groupBy(cardEvents.day, cardEvents.action),
    db
      .select({ day: sql<string>`${cardEvents.day}::text`, n: countDistinct(cardEvents.visitorHash) })
      .from(cardEvents)
      .where(inRange)
      .groupBy(cardEvents.day),
  ]);
  const zero = () => Object.fromEntries(CARD_ACTIONS.map((a) => [a, 0])) as Record<string, number>;
  const totals = zero();
  const rows = Array.from({ length: days }, (_, i) => {
    const date = shiftDate(from, i);
    return { date, uniqueVisitors: 0, counts: zero() };
  });
  const index = new Map(rows.map((r) => [r.date, r]));
  for (const r of byAction) {
    const day = index.get(r.day);
    if (!day) continue;
    day.counts[r.action] = r.n;
    totals[r.action] = (totals[r.action] ?? 0) + r.n;
  }
  for (const r of byDay) {
    const day = index.get(r.day);
    if (day) day.uniqueVisitors = r.n;
  }
  return { from, to, days: rows, totals };
}
