import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { agencyDetailsSchema } from '@panel/shared/schemas/agency.ts';
import type { AppInstance } from './app-types.ts';
import { agencyDetails } from './modules/agencies/service.ts';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The id of the script element that carries the agency's details (apps/web/src/lib/agency-from-page.ts). */
export const AGENCY_DETAILS_ELEMENT_ID = 'agency-details';

/**
 * index.html with the public details of the host's agency (what GET /api/v1/agency-details answers)
 * as JSON in a script element, so the first screen is drawn in the agency's colour without waiting
 * for that call. `<` is escaped so no value can close the element.
 */
export function indexWithAgency(html: string, details: unknown): string {
  const json = JSON.stringify(details).replace(/</g, '\\u003c');
  const script = `<script id="${AGENCY_DETAILS_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.replace('</head>', `${script}</head>`);
}

/**
 * Serves the built single-page app under /panel: hashed assets cached for a year, index.html never
 * cached, and every other /panel path falls back to index.html so deep links work. The build writes
 * brotli and gzip copies beside each text file (apps/web/vite.config.ts); the one the browser accepts
 * is sent as it is (`preCompressed`), the plain file otherwise.
 */
export async function registerWebApp(app: AppInstance, distDir = webDistDir) {
  app.get('/', { config: { access: 'public' } }, (_req, reply) => reply.redirect('/panel/login'));
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/panel/*', { config: { access: 'public' } }, (_req, reply) =>
      reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
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
  // Different per host (every cache keys by it) and changed by Agency Management at any time:
  // revalidated on every visit. A host no agency has gets the page without details (the app asks).
  // Read each time, so a new build is served without a restart.
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const [html, tenant] = await Promise.all([readFile(indexFile, 'utf8'), app.tenantOf(req)]);
    const details = tenant && agencyDetailsSchema.parse(await agencyDetails(app.db, tenant));
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(details ? indexWithAgency(html, details) : html);
  };
  app.get('/panel', { config: { access: 'public' } }, sendIndex);
  app.get('/panel/*', { config: { access: 'public' } }, (req, reply) => {
    // A missing hashed asset is a stale deploy: answer 404 so the app can offer a reload.
    if (req.url.startsWith('/panel/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(req, reply);
  });
}
