import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, forbidden } from '@panel/shared/errors.ts';
import { uploadRefSchema, variantKey } from '@panel/shared/schemas/document.ts';
import type {
  PdfCard,
  PdfCardDraft,
  PdfCardList,
  pdfCardListQuerySchema,
  updatePdfCardBasicDetailsBodySchema,
} from '@panel/shared/schemas/pdf-card.ts';
import { PDF_CARD_TEMPLATES } from '@panel/shared/schemas/pdf-card.ts';
import type { Db } from '../../db/client.ts';
import { businesses, cards, pdfCards, users } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { containsPattern } from '../../db/like.ts';
import { businessFor, visibleBusinesses, type BusinessRow, type Scope } from '../businesses/access.ts';
import { pdfCardFor, type PdfCardRow, type PdfCardWithBusiness } from './access.ts';
import { paidStatus, type PaidBy } from './paid.ts';

/** A business keeps at most this many PDF ID cards (its owner and staff): a guard, not a price. */
export const MAX_PDF_CARDS_PER_BUSINESS = 500;

/** Every PDF card call needs the product switched on for the agency (pdfCardConfig.enablePdfCardProduct). */
export function assertOffered(scope: Scope): void {
  if (!scope.configuration.pdfCardConfig.enablePdfCardProduct)
    throw forbidden('PDF ID cards are not offered by this agency.');
}

/** Public URL of each business's digital card (the QR target), by business id. */
export async function cardUrls(db: Db, agencyId: string, businessIds: string[], origin: string) {
  if (businessIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ businessId: cards.businessId, cardId: cards.cardId })
    .from(cards)
    .where(
      and(eq(cards.agencyId, agencyId), inArray(cards.businessId, businessIds), isNull(cards.deletedAt)),
    );
  return new Map(rows.map((r) => [r.businessId, `${origin}/${r.cardId}`]));
}

export function toPdfCard(
  r: PdfCardWithBusiness,
  extra: { paidBy: PaidBy; cardUrl: string | null },
  storage: Storage,
): PdfCard {
  const url = (ref: string | undefined) => (ref ? storage.url(variantKey(ref, 480)) : null);
  return {
    pdfCardNo: r.card.pdfCardNo,
    businessId: r.card.businessId,
    businessName: r.business.businessName,
    templateCode: r.card.templateCode,
    status: r.card.status,
    companyName: r.card.companyName,
    registeredPhoneNumber: r.card.registeredPhoneNumber,
    mails: r.card.mails,
    basicDetails: r.card.basicDetails,
    isPaid: extra.paidBy !== null,
    paidBy: extra.paidBy,
    cardUrl: extra.cardUrl,
    media: { photo: url(r.card.basicDetails.photo), logo: url(r.card.basicDetails.logo) },
    createdAt: r.card.createdAt.toISOString(),
    updatedAt: r.card.updatedAt.toISOString(),
  };
}

/** Rows as answers, with paid status and QR target worked out for all of them in three queries. */
export async function present(
  db: Db,
  scope: Scope,
  rows: PdfCardWithBusiness[],
  storage: Storage,
  origin: string,
): Promise<PdfCard[]> {
  const cardsOf = rows.map((r) => ({ pdfCardNo: r.card.pdfCardNo, businessId: r.card.businessId }));
  const [paid, urls] = await Promise.all([
    paidStatus(db, scope.agencyId, scope.configuration, cardsOf),
    cardUrls(db, scope.agencyId, [...new Set(cardsOf.map((c) => c.businessId))], origin),
  ]);
  return rows.map((r) =>
    toPdfCard(
      r,
      { paidBy: paid.get(r.card.pdfCardNo) ?? null, cardUrl: urls.get(r.card.businessId) ?? null },
      storage,
    ),
  );
}

type SaveBody = z.output<typeof updatePdfCardBasicDetailsBodySchema>;

/** Creates a card for a business (no pdfCardNo) or updates one the caller may edit. */
export async function saveBasicDetails(db: Db, scope: Scope, body: SaveBody): Promise<PdfCardWithBusiness> {
  const content = {
    templateCode: body.templateCode,
    companyName: body.companyName,
    registeredPhoneNumber: body.registeredPhoneNumber,
    mails: body.mails,
    basicDetails: body.basicDetails,
  };
  if (body.pdfCardNo !== undefined) {
    const current = await pdfCardFor(db, scope, body.pdfCardNo);
    if (body.businessId !== undefined && body.businessId !== current.card.businessId)
      throw badRequest('A PDF ID card cannot move to another business.', {
        businessId: 'A PDF ID card cannot move to another business.',
      });
    const [card] = await db.update(pdfCards).set(content).where(eq(pdfCards.id, current.card.id)).returning();
    return { card: card ?? current.card, business: current.business };
  }
  const business = await businessFor(db, scope, body.businessId ?? '');
  return { card: await insertCard(db, scope, business, content), business };
}

export async function insertCard(
  db: Db,
  scope: Scope,
  business: BusinessRow,
  content: Pick<
    PdfCardRow,
    'templateCode' | 'companyName' | 'registeredPhoneNumber' | 'mails' | 'basicDetails'
  >,
): Promise<PdfCardRow> {
  const [used] = await db
    .select({ n: count() })
    .from(pdfCards)
    .where(and(eq(pdfCards.businessId, business.id), isNull(pdfCards.deletedAt)));
  if ((used?.n ?? 0) >= MAX_PDF_CARDS_PER_BUSINESS)
    throw badRequest(`A business can keep at most ${MAX_PDF_CARDS_PER_BUSINESS} PDF ID cards.`);
  const [card] = await db
    .insert(pdfCards)
    .values({
      ...content,
      agencyId: scope.agencyId,
      businessId: business.id,
      createdByUserId: scope.session.userId,
    })
    .returning();
  if (!card) throw new Error('PDF card insert returned nothing');
  return card;
}

export async function deletePdfCard(db: Db, scope: Scope, pdfCardNo: number): Promise<void> {
  const { card } = await pdfCardFor(db, scope, pdfCardNo);
  await db.update(pdfCards).set({ deletedAt: new Date() }).where(eq(pdfCards.id, card.id));
}

export async function updateStatus(db: Db, scope: Scope, pdfCardNo: number, status: PdfCardRow['status']) {
  const current = await pdfCardFor(db, scope, pdfCardNo);
  const [card] = await db
    .update(pdfCards)
    .set({ status })
    .where(eq(pdfCards.id, current.card.id))
    .returning();
  return { card: card ?? current.card, business: current.business };
}

const joined = (db: Db) =>
  db
    .select({ card: pdfCards, business: businesses })
    .from(pdfCards)
    .innerJoin(businesses, eq(businesses.id, pdfCards.businessId));

/** The live cards of one business the caller may see, oldest first (the order plan coverage uses). */
export async function cardsOfBusiness(
  db: Db,
  scope: Scope,
  businessId: string,
): Promise<PdfCardWithBusiness[]> {
  const business = await businessFor(db, scope, businessId);
  const rows = await db
    .select()
    .from(pdfCards)
    .where(
      and(
        eq(pdfCards.businessId, business.id),
        eq(pdfCards.agencyId, scope.agencyId),
        isNull(pdfCards.deletedAt),
      ),
    )
    .orderBy(asc(pdfCards.pdfCardNo))
    .limit(MAX_PDF_CARDS_PER_BUSINESS);
  return rows.map((card) => ({ card, business }));
}

/** Named cards the caller may see, in the order asked; any unknown number is a 404. */
export async function cardsByNumbers(db: Db, scope: Scope, nos: number[]): Promise<PdfCardWithBusiness[]> {
  const out: PdfCardWithBusiness[] = [];
  for (const no of [...new Set(nos)]) out.push(await pdfCardFor(db, scope, no));
  return out;
}

type ListQuery = z.output<typeof pdfCardListQuerySchema>;

/** The column each search field of spec section 3 looks in, for PDF cards. */
const searchColumn = {
  cardId: sql<string>`${pdfCards.pdfCardNo}::text`,
  companyName: pdfCards.companyName,
  businessName: businesses.businessName,
  registeredPhoneNumber: pdfCards.registeredPhoneNumber,
  templateCode: pdfCards.templateCode,
} as const;

/** All Projects → PDF ID cards (staff): filters, search field and paging, within what the caller sees. */
export async function listPdfCards(
  db: Db,
  scope: Scope,
  q: ListQuery,
  storage: Storage,
  origin: string,
): Promise<PdfCardList> {
  const where: (SQL | undefined)[] = [
    eq(pdfCards.agencyId, scope.agencyId),
    isNull(pdfCards.deletedAt),
    visibleBusinesses(scope),
  ];
  if (q.search) {
    // The phone is stored as +91…; people type 98765… or the +91 form.
    const text = q.searchField === 'registeredPhoneNumber' ? q.search.replace(/[\s-]/g, '') : q.search;
    where.push(ilike(searchColumn[q.searchField], containsPattern(text)));
  }
  if (q.status) where.push(eq(pdfCards.status, q.status));
  if (q.templateCode) where.push(eq(pdfCards.templateCode, q.templateCode));
  if (q.businessId) where.push(sql`${pdfCards.businessId}::text = ${q.businessId}`);
  if (q.paid !== undefined) {
    // Paid is derived (single purchase or plan), so it filters over the caller's matching cards in memory.
    const all = await joined(db)
      .where(and(...where))
      .orderBy(q.sortOrder === 'asc' ? asc(pdfCards.pdfCardNo) : desc(pdfCards.pdfCardNo))
      .limit(5000);
    const shown = await present(db, scope, all, storage, origin);
    const matching = shown.filter((c) => c.isPaid === q.paid);
    return { list: matching.slice((q.page - 1) * q.limit, q.page * q.limit), total: matching.length };
  }
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(cond)
      .orderBy(q.sortOrder === 'asc' ? asc(pdfCards.pdfCardNo) : desc(pdfCards.pdfCardNo))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count() })
      .from(pdfCards)
      .innerJoin(businesses, eq(businesses.id, pdfCards.businessId))
      .where(cond),
  ]);
  return { list: await present(db, scope, rows, storage, origin), total: total?.n ?? 0 };
}

const isUploadRef = (v: unknown): v is string => uploadRefSchema.safeParse(v).success;

/**
 * A new card's content, filled from what the business and its digital card already know, so the
 * editor opens ready to download.
 */
export async function prefill(db: Db, scope: Scope, businessId: string): Promise<PdfCardDraft> {
  const business = await businessFor(db, scope, businessId);
  const [[card], [owner]] = await Promise.all([
    db
      .select()
      .from(cards)
      .where(and(eq(cards.businessId, business.id), isNull(cards.deletedAt)))
      .limit(1),
    db
      .select({ phone: users.phoneNumber, name: users.name })
      .from(users)
      .where(eq(users.id, business.ownerUserId)),
  ]);
  const basics = card?.basicDetails;
  const a = basics?.address ?? business.address;
  const address = [a.line1, a.line2, a.city, a.state, a.pincode].filter(Boolean).join(', ');
  const logoRef = basics?.logo ?? business.logoKey;
  const upiId = card?.paymentOptions?.upiId;
  return {
    templateCode: PDF_CARD_TEMPLATES[0].code,
    companyName: basics?.companyName ?? business.businessName,
    registeredPhoneNumber: basics?.phoneNumbers[0] ?? business.phoneNumbers[0] ?? owner?.phone ?? '',
    mails: basics?.emails.length ? basics.emails : business.email ? [business.email] : [],
    basicDetails: {
      name: basics?.name ?? business.ownerName ?? owner?.name ?? '',
      designation: basics?.designation ?? 'Owner',
      ...(address ? { address } : {}),
      ...((basics?.website ?? business.website)
        ? { website: basics?.website ?? business.website ?? '' }
        : {}),
      ...(typeof upiId === 'string' ? { upiId } : {}),
      ...(isUploadRef(logoRef) ? { logo: logoRef } : {}),
    },
  };
}
