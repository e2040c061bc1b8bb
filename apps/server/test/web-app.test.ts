import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { indexWithAgency, indexWithAnswers } from '../src/web-app.ts';
import {
  buildTestApp,
  Client,
  DEMO_HOST,
  loginDemoCustomer,
  loginStaff,
  SOLO_HOST,
  type TestApp,
} from './helpers.ts';

/** A stand-in for apps/web/dist: an index.html and one hashed asset. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'panel-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Panel</title></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  return dir;
}

/** The JSON of a script element index.html carries, or null when it has none. */
function scriptIn(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}
const detailsIn = (html: string) => scriptIn(html, 'agency-details');
const answersIn = (html: string) => scriptIn(html, 'first-answers');

let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = fakeWebBuild();
  t = await buildTestApp({ webDistDir });
});

describe('the panel index.html', () => {
  it("carries the host's agency details, the same as GET /api/v1/agency-details, on every panel path", async () => {
    for (const host of [DEMO_HOST, SOLO_HOST]) {
      const api = await t.app.inject({ method: 'GET', url: '/api/v1/agency-details', headers: { host } });
      for (const url of ['/panel', '/panel/login', '/panel/customer']) {
        const page = await t.app.inject({ method: 'GET', url, headers: { host } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        // Never kept without asking again: the agency can change its name or colour at any time.
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(detailsIn(page.body)).toEqual(api.json().data);
      }
    }
    const solo = await t.app.inject({ method: 'GET', url: '/panel/login', headers: { host: SOLO_HOST } });
    expect(detailsIn(solo.body)).toMatchObject({ agencyName: 'Solo Cards' });
  });

  it("carries a signed-in customer's first answers on the customer area's pages, private to them", async () => {
    const customer = await loginDemoCustomer(t.app);
    const user = (await customer.get('/api/v1/user')).json().data;
    const businesses = (await customer.get('/api/v1/business/getBusinessesByUser')).json().data;
    expect(businesses.list.length).toBeGreaterThan(0);
    for (const url of ['/panel/customer', '/panel/customer/businesses']) {
      const page = await customer.get(url);
      expect(page.statusCode).toBe(200);
      expect(answersIn(page.body)).toEqual({
        '/api/v1/user': user,
        '/api/v1/business/getBusinessesByUser': businesses,
      });
      // It holds who they are: a shared cache must not keep it for the next visitor.
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(detailsIn(page.body)).toMatchObject({ agencyName: 'Demo Agency' });
    }
    // Not on the sign-in pages, nor on the staff area's.
    expect(answersIn((await customer.get('/panel/login')).body)).toBeNull();
    expect(answersIn((await customer.get('/panel/admin')).body)).toBeNull();
  });

  it("carries a signed-in staff member's first answer on the staff area's pages", async () => {
    const staff = await loginStaff(t.app, '9000000002');
    const me = (await staff.get('/api/v1/franchisee')).json().data;
    const page = await staff.get('/panel/admin/businesses');
    expect(answersIn(page.body)).toEqual({ '/api/v1/franchisee': me });
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // A staff session is no customer's: the customer area's pages carry nothing.
    expect(answersIn((await staff.get('/panel/customer')).body)).toBeNull();
  });

  it('carries no answers without a session, or with one that ended', async () => {
    const visitor = new Client(t.app);
    const page = await visitor.get('/panel/customer');
    expect(answersIn(page.body)).toBeNull();
    expect(page.headers['cache-control']).toBe('no-cache');
    const customer = await loginDemoCustomer(t.app);
    const cookie = customer.cookieHeader();
    await customer.post('/api/v1/logout');
    const ended = await t.app.inject({
      method: 'GET',
      url: '/panel/customer',
      headers: { host: DEMO_HOST, cookie },
    });
    expect(answersIn(ended.body)).toBeNull();
  });

  it('keeps assets out of it: hashed files are cached for a year, a missing one is 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/panel/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/panel/assets/gone-123.js' })).statusCode).toBe(404);
  });

  it('in production, gives a host no agency owns the page without details (the app asks the API)', async () => {
    const production = await buildApp({
      config: { ...t.config, APP_MODE: 'production' },
      database: t.database,
      logger: false,
      webDistDir,
    });
    const page = await production.inject({
      method: 'GET',
      url: '/panel/login',
      headers: { host: 'attacker.example' },
    });
    expect(page.statusCode).toBe(200);
    expect(detailsIn(page.body)).toBeNull();
    await production.close();
  });

  it('escapes what could end the script elements', () => {
    const html = indexWithAgency('<html><head></head></html>', { agencyName: '</script><script>alert(1)' });
    expect(html).not.toContain('</script><script>alert');
    expect(detailsIn(html)).toEqual({ agencyName: '</script><script>alert(1)' });
    const answers = { '/api/v1/user': { name: '</script><script>alert(1)' } };
    const withAnswers = indexWithAnswers('<html><head></head></html>', answers);
    expect(withAnswers).not.toContain('</script><script>alert');
    expect(answersIn(withAnswers)).toEqual(answers);
  });
});
