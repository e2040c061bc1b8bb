import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AGENCY_DETAILS_ELEMENT_ID, FIRST_ANSWERS_ELEMENT_ID } from '@panel/shared/constants.ts';
import { agencyDetailsSchema } from '@panel/shared/schemas/agency.ts';
import type { AppInstance } from './app-types.ts';
import { agencyDetails } from './modules/agencies/service.ts';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * The calls every screen of an area makes before it can draw anything (who is signed in, their
 * businesses): a page of that area carries their answers, so a phone opening it saves a round trip
 * or two before the first screen (the customer home's LCP, issue 15).
 */
const FIRST_CALLS: { area: string; calls: [string, ...string[]] }[] = [
  { area: '/panel/customer', calls: ['/api/v1/user', '/api/v1/business/getBusinessesByUser'] },
  { area: '/panel/admin', calls: ['/api/v1/franchisee'] },
];

/** index.html with `value` as JSON in a script element `id`, `<` escaped so no value can close it. */
function withJsonScript(html: string, id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script id="${id}" type="application/json">${json}</script></head>`);
}

/**
 * index.html with the public details of the host's agency (what GET /api/v1/agency-details answers),
 * so the first screen is drawn in the agency's colour without waiting for that call.
 */
export const indexWithAgency = (html: string, details: unknown) =>
  withJsonScript(html, AGENCY_DETAILS_ELEMENT_ID, details);

/**
 * The answers (the envelopes' `data`) of the first calls of the area a page belongs to, made as
 * the browser would make them (its cookie, host and language), each one that succeeded; null when
 * the page is of no area or the visitor is not signed in to it (its first call, who is signed in,
 * failed: a staff session opening a customer page gets nothing).
 */
async function firstAnswers(app: AppInstance, req: FastifyRequest): Promise<Record<string, unknown> | null> {
  const cookie = req.headers.cookie;
  const path = req.url.split('?')[0] ?? '';
  const area = FIRST_CALLS.find((a) => path === a.area || path.startsWith(`${a.area}/`));
  if (!cookie || !area) return null;
  const headers = {
    cookie,
    ...(req.headers.host ? { host: req.headers.host } : {}),
    ...(req.headers['accept-language'] ? { 'accept-language': req.headers['accept-language'] } : {}),
  };
  const answers = await Promise.all(
    area.calls.map(async (url) => {
      const res = await app.inject({ method: 'GET', url, headers });
      return res.statusCode === 200 ? ([url, (res.json() as { data: unknown }).data] as const) : null;
    }),
  );
  if (!answers[0]) return null;
  return Object.fromEntries(answers.filter((a) => a !== null));
}

/** index.html with the first answers of a signed-in person's area (see `firstAnswers`). */
export const indexWithAnswers = (html: string, answers: Record<string, unknown>) =>
  withJsonScript(html, FIRST_ANSWERS_ELEMENT_ID, answers);

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
  // A page with a person's answers in it is theirs alone: no shared cache may keep it.
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const [html, tenant, answers] = await Promise.all([
      readFile(indexFile, 'utf8'),
      app.tenantOf(req),
      // Only a head start: without them (the app closing, a failing call) the app asks as usual.
      firstAnswers(app, req).catch((err: unknown) => {
        req.log.warn({ err }, 'first answers for the page failed');
        return null;
      }),
    ]);
    const details = tenant && agencyDetailsSchema.parse(await agencyDetails(app.db, tenant));
    const withAgency = details ? indexWithAgency(html, details) : html;
    return reply
      .header('cache-control', answers ? 'private, no-cache' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(answers ? indexWithAnswers(withAgency, answers) : withAgency);
  };
  app.get('/panel', { config: { access: 'public' } }, sendIndex);
  app.get('/panel/*', { config: { access: 'public' } }, (req, reply) => {
    // A missing hashed asset is a stale deploy: answer 404 so the app can offer a reload.
    if (req.url.startsWith('/panel/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(req, reply);
  });
}
