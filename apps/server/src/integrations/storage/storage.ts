/**
 * Where uploaded and generated files live. The local-disk store is the embedded default; production
 * swaps in an S3-compatible store with the same four calls (see s3-shape below), so no module ever
 * touches the file system or a bucket directly.
 *
 * Keys are made by the server only ("card/logo/<uuid>-480.webp"): lowercase letters, digits, '-', '.',
 * and '/' between segments. Callers never pass user input as a key.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Public URL of a key (a path on this host for local disk; the bucket/CDN URL for S3). */
  url(key: string): string;
  delete(key: string): Promise<void>;
}

/*
 * s3-shape: an S3-compatible implementation maps the calls one to one —
 *   put    → PutObject { Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: immutable }
 *   get    → GetObject (NoSuchKey → null)
 *   url    → `${PUBLIC_BASE}/${key}` (CDN in front of the bucket)
 *   delete → DeleteObject
 * Keys are content-addressed by uuid and never rewritten, so objects can be cached forever.
 */

const KEY_RE = /^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

export function assertSafeKey(key: string): void {
  if (!KEY_RE.test(key) || key.includes('..') || key.length > 300)
    throw new Error(`Unsafe storage key: ${key}`);
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export const contentTypeOfKey = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
