import { z } from 'zod';
import { text } from './common.ts';

/**
 * Uploads (spec: "Uploaded document: hierarchy1, hierarchy2, form data, keyed by fileName").
 * The hierarchy is a fixed vocabulary, never joined into a path raw; the server makes the names.
 */
export const HIERARCHY1 = [
  'business',
  'card',
  'link-store',
  'image-post',
  'video',
  'pdf-card',
  'ui-customisation',
  'agency',
  'static-page',
  'feedback',
] as const;
export const HIERARCHY2 = [
  'logo',
  'cover',
  'gallery',
  'product',
  'payment-qr',
  'icon',
  'photo',
  'image',
  'banner',
  'document',
] as const;
export type Hierarchy1 = (typeof HIERARCHY1)[number];
export type Hierarchy2 = (typeof HIERARCHY2)[number];

/** Widths of the WebP variants made for every uploaded image (never enlarged past the original). */
export const IMAGE_VARIANT_WIDTHS = [160, 480, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Only the "document" slot takes PDFs; every other slot takes images, checked by content. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const DOCUMENT_MIME_TYPES = [...IMAGE_MIME_TYPES, 'application/pdf'] as const;

/** "5 MB", "300 KB": how the size cap reads in messages (the server's cap is configurable). */
export const formatFileSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`;
export const tooLargeMessage = (maxBytes: number) =>
  `The file is too large. The limit is ${formatFileSize(maxBytes)}.`;

export const UPLOAD_MESSAGES = {
  /** With the default cap; the server answers with its configured one. */
  tooLarge: tooLargeMessage(UPLOAD_MAX_BYTES),
  notImage: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded here.',
  notDocument: 'Only images or PDF documents can be uploaded here.',
  missing: 'Choose a file to upload.',
} as const;

export const uploadDocQuerySchema = z.object({
  hierarchy1: z.enum(HIERARCHY1, { error: 'Unknown upload place (hierarchy1).' }),
  hierarchy2: z.enum(HIERARCHY2, { error: 'Unknown upload place (hierarchy2).' }),
});
export type UploadDocQuery = z.infer<typeof uploadDocQuerySchema>;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_REF_RE = new RegExp(`^(${HIERARCHY1.join('|')})/(${HIERARCHY2.join('|')})/${uuid}$`);

/**
 * What a form stores for an uploaded file: the fileName uploadDoc answered ("card/logo/<uuid>").
 * The server resolves it to URLs of the original and its variants.
 */
export const uploadRefSchema = text().regex(UPLOAD_REF_RE, 'Upload the file again.');
export type UploadRef = z.infer<typeof uploadRefSchema>;

export const uploadedDocumentSchema = z.object({
  fileName: uploadRefSchema,
  hierarchy1: z.enum(HIERARCHY1),
  hierarchy2: z.enum(HIERARCHY2),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** Storage keys of an upload: the original keeps its detected extension, variants are WebP. */
export const originalKey = (ref: UploadRef, ext: string) => `${ref}.${ext}`;
export const variantKey = (ref: UploadRef, width: ImageVariantWidth) => `${ref}-${width}.webp`;
