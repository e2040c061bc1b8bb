import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/** A rendered public page with its compressed forms, made once per version of the card. */
export interface PublicPage {
  html: string;
  gzip: Buffer;
  br: Buffer;
  /** Validators for conditional requests: a phone reopening the card gets 304, not the page. */
  etag: string;
  lastModified: string;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Public pages by a hash of everything that goes into them (the card's content and settings, its
 * state, the host, the agency and the link types): an edit changes the key, so nothing is ever
 * served stale and nothing needs invalidating. Rendering and compressing were about a quarter of
 * the server's time per view; compressing once also affords the best levels.
 */
const pages = new LRUCache<string, PublicPage>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (p) => p.html.length + p.gzip.length + p.br.length,
});

/** Pages being made: a card shared to a group is opened by many at once, and is made once. */
const making = new Map<string, Promise<PublicPage>>();

export function cachedPage(inputs: unknown, render: () => Promise<string>): Promise<PublicPage> {
  const key = createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');
  const hit = pages.get(key);
  if (hit) return Promise.resolve(hit);
  const pending = making.get(key);
  if (pending) return pending;
  const made = makePage(render)
    .then((page) => {
      pages.set(key, page);
      return page;
    })
    .finally(() => making.delete(key));
  making.set(key, made);
  return made;
}

async function makePage(render: () => Promise<string>): Promise<PublicPage> {
  const html = await render();
  const bytes = Buffer.from(html);
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
  return { html, gzip: gz, br, etag, lastModified: new Date().toUTCString() };
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** The body for this request's Accept-Encoding, and the encoding to declare (none for plain HTML). */
export function pageBody(page: PublicPage, acceptEncoding: string | undefined) {
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  if (encoding === 'br') return { body: page.br, encoding };
  if (encoding === 'gzip') return { body: page.gzip, encoding };
  return { body: page.html, encoding: null };
}
