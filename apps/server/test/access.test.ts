import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppInstance } from '../src/app-types.ts';
import { buildTestApp } from './helpers.ts';

const { database, config } = await buildTestApp();

describe('deny by default', () => {
  it('refuses to start when an /api route declares no access rule', async () => {
    const forgotten = async (app: AppInstance) => {
      app.get('/api/v1/forgotten', async () => ({ data: 'secret' }));
    };
    await expect(buildApp({ config, database, logger: false, extraModules: [forgotten] })).rejects.toThrow(
      'GET /api/v1/forgotten declares no access rule',
    );
  });

  it('starts when every route declares one, and enforces it', async () => {
    const declared = async (app: AppInstance) => {
      app.get('/api/v1/only-admins', { config: { access: 'allBusinesses' } }, async () => ({ data: 'ok' }));
    };
    const app = await buildApp({ config, database, logger: false, extraModules: [declared] });
    const res = await app.inject({ method: 'GET', url: '/api/v1/only-admins' });
    expect(res.statusCode).toBe(401);
    expect(res.json().data.code).toBe('UNAUTHENTICATED');
    await app.close();
  });
});

describe('production mode', () => {
  it('has no dev outbox', async () => {
    const app = await buildApp({ config: { ...config, APP_MODE: 'production' }, database, logger: false });
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=9000000010' });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});

describe('the web app pages', () => {
  it('serve a signed-in browser (session cookie present) without touching the session', async () => {
    const app = await buildApp({ config, database, logger: false });
    const res = await app.inject({
      method: 'GET',
      url: '/panel/customer',
      headers: { cookie: 'sid=whatever' },
    });
    // 200 with the built app; 503 "not built yet" before `npm run build` (as in a fresh clone). A crash is 500.
    expect([200, 503]).toContain(res.statusCode);
    await app.close();
  });
});
