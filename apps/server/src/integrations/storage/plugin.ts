import fp from 'fastify-plugin';
import path from 'node:path';
import type { Storage } from './storage.ts';
import { assertSafeKey } from './storage.ts';
import { localDiskStorage } from './local-disk.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export interface StoragePluginOptions {
  /** Defaults to local disk under DATA_DIR/uploads. */
  storage?: Storage;
  dataDir: string;
}

/**
 * Decorates app.storage and, for the local-disk store, serves GET /uploads/<key>. Keys are made by
 * the server from uuids and never rewritten, so the files are cached as immutable.
 */
export default fp<StoragePluginOptions>(
  async (app, opts) => {
    const storage = opts.storage ?? localDiskStorage(path.join(opts.dataDir, 'uploads'));
    app.decorate('storage', storage);
    if (opts.storage) return;
    app.get<{ Params: { '*': string } }>('/uploads/*', async (req, reply) => {
      const key = req.params['*'];
      try {
        assertSafeKey(key);
      } catch {
        return reply.status(404).send({ data: { message: 'File not found.', code: 'NOT_FOUND' } });
      }
      const file = await storage.get(key);
      if (!file) return reply.status(404).send({ data: { message: 'File not found.', code: 'NOT_FOUND' } });
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(file.body);
    });
  },
  { name: 'storage' },
);
