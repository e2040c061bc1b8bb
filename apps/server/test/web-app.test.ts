import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { indexWithAgency } from '../src/web-app.ts';
import { buildTestApp, DEMO_HOST, SOLO_HOST, type TestApp } from './helpers.ts';

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

/** The agency details index.html carries, or null when it has none. */
function detailsIn(html: string): unknown {
  const match = /<script id="agency-details" type="application\/json">(.*?)<\/script>/.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

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

  it('escapes what could end the script element', () => {
    const html = indexWithAgency('<html><head></head></html>', { agencyName: '</script><script>alert(1)' });
    expect(html).not.toContain('</script><script>alert');
    expect(detailsIn(html)).toEqual({ agencyName: '</script><script>alert(1)' });
  });
});
