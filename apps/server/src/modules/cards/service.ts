import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, conflict, notFound } from '@panel/shared/errors.ts';
import { TEXTS } from '@panel/shared/constants.ts';
import type { Language } from '@panel/shared/i18n/languages.ts';
import { CARD_ID_MESSAGES, cardIdProblem, slugifyCardId } from '@panel/shared/card/card-id.ts';
import { contactFieldSchema } from '@panel/shared/card/contact-fields.ts';
import {
  CARD_SECTIONS,
  type AboutUs,
  type BasicDetails,
  type Card,
  type CardContent,
  type CardLinks,
  type CardSettings,
  type updateCardBasicDetailsBodySchema,
} from '@panel/shared/schemas/card.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cards, linkTypes, retiredCardIds } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { sanitizeAboutUs } from '../../public-card/sanitize.ts';
import { businessFor, type BusinessRow, type Scope } from '../businesses/access.ts';
import { categoryOrOther, createBusiness, type BusinessFields } from '../businesses/create.ts';
import { cardFor, type CardRow } from './access.ts';
import { mediaOf } from './media.ts';
import { isUniqueViolation } from './unique-violation.ts';

export const SECTION_KEYS = [
  'basicDetails',
  'paymentOptions',
  'youtubeVideos',
  'socialLinks',
  'template',
  'aboutUs',
  'products',
  'links',
  'gallery',
] as const satisfies readonly (keyof CardContent)[];

export const contentOf = (c: CardRow): CardContent =>
  Object.fromEntries(SECTION_KEYS.map((k) => [k, c[k] ?? null])) as unknown as CardContent;

export function toCard(
  c: CardRow,
  b: Pick<BusinessRow, 'businessName'>,
  storage: Storage,
  baseUrl: string,
): Card {
  const content = contentOf(c);
  return {
    ...content,
    cardNo: c.cardNo,
    cardId: c.cardId,
    businessId: c.businessId,
    businessName: b.businessName,
    status: c.status,
    cardLimit: c.cardLimit,
    imagePostStatus: c.imagePostStatus,
    imagePostSettings: c.imagePostSettings,
    settings: c.settings,
    publicUrl: `${baseUrl}/${c.cardId}`,
    media: mediaOf(storage, content),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function cardsByBusiness(db: Db, scope: Scope, businessId: string) {
  const b = await businessFor(db, scope, businessId);
  const rows = await db
    .select()
    .from(cards)
    .where(and(eq(cards.businessId, b.id), isNull(cards.deletedAt)));
  return { business: b, rows };
}

/** Is this id free in the caller's agency (the card asking may keep its own)? */
export async function cardIdAvailability(db: Db, agencyId: string, cardId: string, ownCardNo?: number) {
  const id = cardId.trim().toLowerCase();
  const problem = cardIdProblem(id);
  if (problem) return { cardId: id, available: false, message: problem };
  const [taken] = await db
    .select({ cardNo: cards.cardNo })
    .from(cards)
    .where(
      and(
        eq(cards.agencyId, agencyId),
        eq(cards.cardId, id),
        isNull(cards.deletedAt),
        ownCardNo ? ne(cards.cardNo, ownCardNo) : undefined,
      ),
    )
    .limit(1);
  // A retired id still redirects to the card that gave it up: only that card may take it back.
  const [retired] = taken
    ? []
    : await db
        .select({ cardNo: cards.cardNo })
        .from(retiredCardIds)
        .innerJoin(cards, eq(cards.id, retiredCardIds.cardRowId))
        .where(and(eq(retiredCardIds.agencyId, agencyId), eq(retiredCardIds.cardId, id)))
        .limit(1);
  return taken || (retired && retired.cardNo !== ownCardNo)
    ? { cardId: id, available: false, message: CARD_ID_MESSAGES.taken }
    : { cardId: id, available: true, message: null };
}

/** A free id from a name: "demo-traders", else "demo-traders-2", "-3", … */
async function freeCardId(db: Db, agencyId: string, name: string): Promise<string> {
  const base = slugifyCardId(name);
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if ((await cardIdAvailability(db, agencyId, candidate)).available) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/**
 * A new card's page speaks the language its owner made it in (the panel's), with English as the
 * visitors' second choice; made in English, it is English only (the owner can change both).
 */
const defaultSettings = (cardId: string, language: Language): CardSettings => ({
  display: 'all-details',
  cardId,
  seo: {},
  sections: Object.fromEntries(CARD_SECTIONS.map((s) => [s, true])) as CardSettings['sections'],
  published: false,
  ...(language === 'en' ? {} : { languages: [language, 'en'] }),
});

async function insertCard(
  db: Db,
  scope: Scope,
  business: BusinessRow,
  basicDetails: BasicDetails,
  language: Language,
): Promise<CardRow> {
  const [existing] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.businessId, business.id), isNull(cards.deletedAt)))
    .limit(1);
  if (existing) throw conflict(TEXTS.oneCardText);
  const cardId = await freeCardId(db, scope.agencyId, basicDetails.companyName);
  try {
    const [row] = await db
      .insert(cards)
      .values({
        agencyId: scope.agencyId,
        businessId: business.id,
        cardId,
        basicDetails,
        // About us starts from what the business already says (editable in the card editor).
        aboutUs: business.natureOfBusiness
          ? { html: '', natureOfBusiness: business.natureOfBusiness as AboutUs['natureOfBusiness'] }
          : null,
        template: { templateCode: 'style-1' },
        settings: defaultSettings(cardId, language),
        createdByUserId: scope.session.userId,
      })
      .returning();
    if (!row) throw new Error('card insert returned nothing');
    return row;
  } catch (err) {
    // Two tabs creating at once: the partial unique index on business_id decides.
    if (isUniqueViolation(err, 'cards_business_uq')) throw conflict(TEXTS.oneCardText);
    throw err;
  }
}

/**
 * updateCardBasicDetails: updates (cardNo), creates the business's one card (businessId), or — the
 * agency-only digital card flow — creates the business from the basic details and its card (userId).
 */
export async function saveBasicDetails(
  db: Db,
  scope: Scope,
  body: z.output<typeof updateCardBasicDetailsBodySchema>,
  log: FastifyBaseLogger,
  language: Language,
): Promise<{ card: CardRow; business: BusinessRow }> {
  if (body.cardNo !== undefined) {
    const { card, business } = await cardFor(db, scope, body.cardNo);
    const [row] = await db
      .update(cards)
      .set({ basicDetails: body.basicDetails })
      .where(eq(cards.id, card.id))
      .returning();
    if (!row) throw new Error('card update returned nothing');
    return { card: row, business };
  }
  if (body.businessId !== undefined) {
    const business = await businessFor(db, scope, body.businessId);
    return { card: await insertCard(db, scope, business, body.basicDetails, language), business };
  }
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const business = await createBusinessFromCard(
      tx,
      scope,
      body.userId ?? '',
      body.categoryId,
      body.basicDetails,
      log,
    );
    return { card: await insertCard(tx, scope, business, body.basicDetails, language), business };
  });
}

/** The agency-only flow: the business made from the card's basic details, the one way (createBusiness). */
async function createBusinessFromCard(
  db: Db,
  scope: Scope,
  userId: string,
  categoryId: string | undefined,
  b: BasicDetails,
  log: FastifyBaseLogger,
): Promise<BusinessRow> {
  // A customer names only themself; another customer's id is as good as unknown.
  if (scope.session.kind === 'customer' && userId !== scope.session.userId) throw notFound('Customer');
  const fields = {
    businessName: b.companyName,
    categoryId: await categoryOrOther(db, categoryId),
    ownerName: b.name,
    phoneNumbers: b.phoneNumbers,
    email: b.emails[0],
    address: b.address,
    logo: b.logo,
  };
  const id = await createBusiness(db, scope, fields as BusinessFields, userId, log);
  return businessFor(db, scope, id);
}

/** Links must name live Link Store types, and each value must fit its type's field (tel, url, …). */
async function checkLinks(db: Db, links: CardLinks): Promise<CardLinks> {
  const ids = [...new Set(links.items.map((l) => l.linkTypeId))];
  const types = ids.length ? await db.select().from(linkTypes).where(isNull(linkTypes.deletedAt)) : [];
  const byId = new Map(types.map((t) => [t.id, t]));
  const fields: Record<string, string> = {};
  const items = links.items.map((l, i) => {
    const type = byId.get(l.linkTypeId);
    if (!type) {
      fields[`links.items.${i}.linkTypeId`] = 'Choose a link type from the Link Store.';
      return l;
    }
    const parsed = contactFieldSchema(type.fieldType).safeParse(l.value);
    if (!parsed.success) {
      fields[`links.items.${i}.value`] = parsed.error.issues[0]?.message ?? 'This field is required.';
      return l;
    }
    return { ...l, value: parsed.data };
  });
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
  return { items };
}

type SectionKey = Exclude<(typeof SECTION_KEYS)[number], 'basicDetails'> | 'settings';

/** Saves one section of a card the caller may edit; answers the stored card. */
export async function saveSection<K extends SectionKey>(
  db: Db,
  scope: Scope,
  cardNo: number,
  key: K,
  value: K extends 'settings' ? CardSettings : NonNullable<CardContent[Exclude<K, 'settings'>]>,
): Promise<{ card: CardRow; business: BusinessRow }> {
  const { card, business } = await cardFor(db, scope, cardNo);
  const set: Partial<CardRow> = {};
  if (key === 'settings') {
    const settings = value as CardSettings;
    const availability = await cardIdAvailability(db, scope.agencyId, settings.cardId, card.cardNo);
    if (!availability.available) {
      const message = availability.message ?? CARD_ID_MESSAGES.taken;
      throw availability.message === CARD_ID_MESSAGES.taken
        ? new AppError('CONFLICT', message, { 'settings.cardId': message })
        : badRequest(message, { 'settings.cardId': message });
    }
    set.settings = { ...settings, languages: settings.languages ?? card.settings.languages };
    set.cardId = settings.cardId;
  } else if (key === 'links') set.links = await checkLinks(db, value as CardLinks);
  else if (key === 'aboutUs') {
    const about = value as NonNullable<CardContent['aboutUs']>;
    set.aboutUs = { ...about, html: sanitizeAboutUs(about.html) };
  } else Object.assign(set, { [key]: value });
  try {
    const row = await db.transaction(async (tx) => {
      if (set.cardId && set.cardId !== card.cardId) await retireCardId(tx, card, set.cardId);
      const [updated] = await tx.update(cards).set(set).where(eq(cards.id, card.id)).returning();
      return updated;
    });
    if (!row) throw new Error('card update returned nothing');
    return { card: row, business };
  } catch (err) {
    if (key === 'settings' && isUniqueViolation(err, 'cards_card_id_uq'))
      throw new AppError('CONFLICT', CARD_ID_MESSAGES.taken, { 'settings.cardId': CARD_ID_MESSAGES.taken });
    throw err;
  }
}

/**
 * A card moves to a new vanity id: its old id is kept for good (redirects, never reused by another
 * card); taking back one of its own retired ids makes that id live again.
 */
async function retireCardId(tx: Tx, card: CardRow, newCardId: string) {
  await tx
    .insert(retiredCardIds)
    .values({ agencyId: card.agencyId, cardId: card.cardId, cardRowId: card.id })
    .onConflictDoNothing();
  await tx
    .delete(retiredCardIds)
    .where(
      and(
        eq(retiredCardIds.agencyId, card.agencyId),
        eq(retiredCardIds.cardId, newCardId),
        eq(retiredCardIds.cardRowId, card.id),
      ),
    );
}

/** Staff-only card fields (status, limit, image-post status and settings). */
export async function updateCardAdmin(
  db: Db,
  scope: Scope,
  cardNo: number,
  set: Partial<Pick<CardRow, 'status' | 'cardLimit' | 'imagePostStatus' | 'imagePostSettings'>>,
) {
  const { card, business } = await cardFor(db, scope, cardNo);
  const [row] = await db.update(cards).set(set).where(eq(cards.id, card.id)).returning();
  if (!row) throw new Error('card update returned nothing');
  return { card: row, business };
}

export async function deleteCard(db: Db, scope: Scope, cardNo: number) {
  const { card } = await cardFor(db, scope, cardNo);
  await db.update(cards).set({ deletedAt: new Date() }).where(eq(cards.id, card.id));
}

/** For cloneBusiness: the source business's card content under the clone, unpublished, new id. */
export async function cloneCardOf(db: Db, scope: Scope, fromBusinessId: string, toBusinessId: string) {
  const [src] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.businessId, fromBusinessId), isNull(cards.deletedAt)))
    .limit(1);
  if (!src) return;
  const cardId = await freeCardId(db, scope.agencyId, src.cardId);
  const content = contentOf(src);
  await db.insert(cards).values({
    agencyId: scope.agencyId,
    businessId: toBusinessId,
    cardId,
    ...content,
    settings: { ...src.settings, cardId, published: false },
    createdByUserId: scope.session.userId,
  });
}
