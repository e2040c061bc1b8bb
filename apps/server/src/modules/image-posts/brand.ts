import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { badRequest, notFound } from '@panel/shared/errors.ts';
import { formatPaise } from '@panel/shared/money.ts';
import { addressLine } from '@panel/shared/schemas/business.ts';
import { variantKey } from '@panel/shared/schemas/document.ts';
import { GREETING_TEXTS, type BusinessDetail, type RenderBody } from '@panel/shared/schemas/image-post.ts';
import type { Db } from '../../db/client.ts';
import { cards, politicalParties } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { FrameDetails, FrameInput } from '../../integrations/renderers/greeting-frame.ts';
import type { BusinessRow } from '../businesses/access.ts';
import { formatPhoneForPrint } from '@panel/shared/phone.ts';

/**
 * What goes into a business's frame: the card's basic details where the customer filled them in
 * (that is their public branding), else the business record. Also a hash of everything drawn, so a
 * cached render is reused exactly while nothing it shows has changed.
 */
export type Brand = Omit<FrameInput, 'width' | 'height'>;

const NO_DETAILS = 'Choose at least one business detail that your business has filled in.';

/** Bump when the renderer's look changes, so old cached renders are redone. */
const RENDERER_VERSION = 1;

/** Card uploads are stored as WebP variants; older or business logos may be plain keys. */
export async function loadImage(
  storage: Storage,
  ref: string | null | undefined,
): Promise<Buffer | undefined> {
  if (!ref) return undefined;
  const variant = /^[a-z0-9-]+\/[a-z0-9-]+\/[0-9a-f-]{36}$/.test(ref)
    ? await storage.get(variantKey(ref, 480)).catch(() => null)
    : null;
  const file = variant ?? (await storage.get(ref).catch(() => null));
  return file?.body;
}

export interface ResolvedBrand {
  contentHash: string;
  /** Fetches the pictures (logo, product photo, party logo) only when a render really happens. */
  load(): Promise<Brand>;
}

export async function resolveBrand(
  db: Db,
  storage: Storage,
  agencyId: string,
  business: BusinessRow,
  body: Pick<RenderBody, 'frame' | 'partyId' | 'productIndex' | 'details' | 'frameTexts'>,
  color: string,
): Promise<ResolvedBrand> {
  const [card] = await db
    .select({ basic: cards.basicDetails, products: cards.products })
    .from(cards)
    .where(and(eq(cards.businessId, business.id), eq(cards.agencyId, agencyId), isNull(cards.deletedAt)))
    .limit(1);
  const basic = card?.basic ?? null;
  const wanted = new Set<BusinessDetail>(body.details);
  const pick = (detail: BusinessDetail, value: string | null | undefined) =>
    wanted.has(detail) && value?.trim() ? value.trim() : undefined;
  const printed = (phone: string | undefined) => phone && formatPhoneForPrint(phone);
  const logoRef = wanted.has('logo') ? (basic?.logo ?? business.logoKey ?? null) : null;

  const text = {
    name: pick('name', body.frameTexts?.name || (basic?.companyName ?? business.businessName)),
    phone: printed(pick('phone', basic?.phoneNumbers[0] ?? business.phoneNumbers[0])),
    whatsapp: printed(
      pick('whatsapp', basic?.whatsappNumber ?? basic?.phoneNumbers[0] ?? business.phoneNumbers[0]),
    ),
    email: pick('email', basic?.emails[0] ?? business.email),
    website: pick(
      'website',
      (basic?.website ?? business.website)?.replace(/^https?:\/\//, '').replace(/\/$/, ''),
    ),
    address: pick('address', body.frameTexts?.address || addressLine(basic?.address ?? business.address)),
  } satisfies Omit<FrameDetails, 'logo'>;
  if (!logoRef && Object.values(text).every((v) => v === undefined))
    throw badRequest(NO_DETAILS, { details: NO_DETAILS });

  let product: { name: string; priceText?: string; image: string | null } | null = null;
  if (body.frame === 'product') {
    const item = (card?.products?.items ?? [])[body.productIndex ?? 0];
    if (!item) throw badRequest(GREETING_TEXTS.noProducts, { productIndex: GREETING_TEXTS.noProducts });
    const priceText =
      item.price === undefined
        ? undefined
        : `${formatPaise(item.price)}${item.priceUnit ? ` ${item.priceUnit}` : ''}`;
    product = { name: item.name, priceText, image: item.image ?? null };
  }
  let party: typeof politicalParties.$inferSelect | null = null;
  if (body.frame === 'political') {
    if (!body.partyId)
      throw badRequest(GREETING_TEXTS.partyRequired, { partyId: GREETING_TEXTS.partyRequired });
    [party = null] = await db.select().from(politicalParties).where(eq(politicalParties.id, body.partyId));
    if (!party) throw notFound('Party');
  }

  const hashed = {
    v: RENDERER_VERSION,
    text,
    logoRef,
    color,
    product,
    party: party && { name: party.partyName, abbreviation: party.abbreviation, logo: party.logoKey },
  };
  return {
    contentHash: createHash('sha256').update(JSON.stringify(hashed)).digest('hex'),
    load: async () => {
      const [logo, photo, partyLogo] = await Promise.all([
        loadImage(storage, logoRef),
        loadImage(storage, product?.image),
        loadImage(storage, party?.logoKey),
      ]);
      return {
        kind: body.frame,
        color,
        details: { ...text, logo },
        ...(product && { product: { name: product.name, priceText: product.priceText, photo } }),
        ...(party && {
          party: { partyName: party.partyName, abbreviation: party.abbreviation, logo: partyLogo },
        }),
      };
    },
  };
}

/** What was asked, independent of the business's data: same variant + same content hash = same file. */
export function variantOf(
  imageId: string,
  body: Pick<RenderBody, 'frame' | 'partyId' | 'productIndex' | 'details'>,
): string {
  const key = {
    imageId,
    frame: body.frame,
    partyId: body.frame === 'political' ? (body.partyId ?? null) : null,
    productIndex: body.frame === 'product' ? (body.productIndex ?? 0) : null,
    details: [...body.details].sort(),
  };
  return createHash('sha256').update(JSON.stringify(key)).digest('hex');
}
