import { IMAGE_VARIANT_WIDTHS, variantKey, type ImageVariantWidth } from '@panel/shared/schemas/document.ts';
import type { CardContent } from '@panel/shared/schemas/card.ts';
import type { Storage } from '../../integrations/storage/storage.ts';

/** Every upload a card's content refers to, in one pass over its sections. */
export function refsOf(c: Partial<CardContent>): string[] {
  const refs = [
    c.basicDetails?.logo,
    c.basicDetails?.coverImage,
    ...(c.paymentOptions?.paymentQrImages.map((q) => q.image) ?? []),
    ...(c.products?.items.map((p) => p.image) ?? []),
    ...(c.gallery?.images.map((g) => g.image) ?? []),
  ];
  return [...new Set(refs.filter((r): r is string => typeof r === 'string'))];
}

export const imageUrl = (storage: Storage) => (ref: string, width: ImageVariantWidth) =>
  storage.url(variantKey(ref, width));

/** URLs of each upload's WebP variants, for the editor to show what the card holds. */
export function mediaOf(storage: Storage, c: Partial<CardContent>) {
  const url = imageUrl(storage);
  return Object.fromEntries(
    refsOf(c).map((ref) => [
      ref,
      {
        url: url(ref, 480),
        variants: Object.fromEntries(IMAGE_VARIANT_WIDTHS.map((w) => [String(w), url(ref, w)])),
      },
    ]),
  );
}
