import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from './app-types.ts';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Serves the built single-page app under /panel: hashed assets cached for a year, index.html never
 * cached, and every other /panel path falls back to index.html so deep links work. The build writes
 * brotli and gzip copies beside each text file (apps/web/vite.config.ts); the one the browser accepts
 * is sent as it is (`preCompressed`), the plain file otherwise.
 */
export async function registerWebApp(app: AppInstance) {
  app.get('/', { config: { access: 'public' } }, (_req, reply) => reply.redirect('/panel/login'));
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.get('/panel/*', { config: { access: 'public' } }, (_req, reply) =>
      reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/panel/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const sendIndex = (
    _req: unknown,
    reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown },
  ) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/panel', { config: { access: 'public' } }, sendIndex);
  app.get('/panel/*', { config: { access: 'public' } }, (req, reply) => {
    // A missing hashed asset is a stale deploy: answer 404 so the app can offer a reload.
    if (req.url.startsWith('/panel/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(req, reply);
  });
}
