import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '@panel/shared/errors.ts';
import {
  DOCUMENT_MIME_TYPES,
  IMAGE_MIME_TYPES,
  IMAGE_VARIANT_WIDTHS,
  UPLOAD_MESSAGES,
  originalKey,
  variantKey,
  type UploadDocQuery,
  type UploadedDocument,
} from '@panel/shared/schemas/document.ts';
import type { Storage } from '../../integrations/storage/storage.ts';

/** Decompression bombs: refuse images over 40 megapixels before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Stores one uploaded file under a name the server makes (hierarchy1/hierarchy2/uuid). The type is
 * read from the bytes, never from the name or the client's content-type; images also get WebP
 * variants at fixed widths so pages never ship a phone camera's 4 MB original.
 */
export async function storeUpload(
  storage: Storage,
  where: UploadDocQuery,
  body: Buffer,
): Promise<UploadedDocument> {
  const type = await fileTypeFromBuffer(body);
  const allowed: readonly string[] = where.hierarchy2 === 'document' ? DOCUMENT_MIME_TYPES : IMAGE_MIME_TYPES;
  if (!type || !allowed.includes(type.mime))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      where.hierarchy2 === 'document' ? UPLOAD_MESSAGES.notDocument : UPLOAD_MESSAGES.notImage,
    );
  const fileName = `${where.hierarchy1}/${where.hierarchy2}/${randomUUID()}`;
  const key = originalKey(fileName, type.ext);
  const base = {
    fileName,
    hierarchy1: where.hierarchy1,
    hierarchy2: where.hierarchy2,
    contentType: type.mime,
    size: body.length,
  };
  if (type.mime === 'application/pdf') {
    await storage.put(key, body, type.mime);
    return { ...base, width: null, height: null, url: storage.url(key), variants: [] };
  }
  let meta: Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', 'This image could not be read. Please upload another file.');
  }
  await putImageVariants(storage, fileName, body).catch((err) => {
    throw err instanceof AppError
      ? err
      : new AppError('BAD_REQUEST', 'This image could not be read. Please upload another file.');
  });
  await storage.put(key, body, type.mime);
  return {
    ...base,
    width: meta.width ?? null,
    height: meta.height ?? null,
    url: storage.url(key),
    variants: IMAGE_VARIANT_WIDTHS.map((width) => ({ width, url: storage.url(variantKey(fileName, width)) })),
  };
}

/** The WebP variants of an image at every width (never enlarged, EXIF rotation applied). */
export async function putImageVariants(storage: Storage, fileName: string, body: Buffer): Promise<void> {
  const variants = await Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({
      width,
      body: await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    })),
  );
  for (const v of variants) await storage.put(variantKey(fileName, v.width), v.body, 'image/webp');
}
