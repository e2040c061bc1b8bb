import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Private keys at rest: AES-256-GCM under CERT_ENCRYPTION_KEY, written as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` (the host, the ACME directory) is bound as
 * additional data, so a sealed key copied onto another row does not open.
 */
const VERSION = 'v1';

export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join('.');
}

/** Throws when the key is not the one that sealed it (CERT_ENCRYPTION_KEY changed) or the text was altered. */
export function unseal(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed key');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
