import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_HOST, buildTestApp, secondInstance, uniquePhone } from './helpers.ts';
import type { AppInstance } from '../src/app-types.ts';

/**
 * Rate limits (plugins/rate-limits.ts) on PostgreSQL are kept in the shared table rate_limit_hits, so
 * instances behind a load balancer limit together: requests split across two still meet 429 at the
 * configured limit, not at twice it. PGlite has one process and counts in memory.
 */
const t = await buildTestApp({ env: { CLIENT_LOG_PER_ADDRESS_PER_MINUTE: '4' } });

const signIn = (on: AppInstance, phoneNumber: string, ip: string) =>
  on.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: ip,
    headers: { host: DEMO_HOST },
    payload: { phoneNumber, password: 'wrong-guess' },
  });

const report = (on: AppInstance, ip: string) =>
  on.inject({
    method: 'POST',
    url: '/log',
    remoteAddress: ip,
    headers: { host: DEMO_HOST },
    payload: { level: 'error', message: 'ChunkLoadError: Loading chunk 7 failed.', source: 'frontend' },
  });

describe('rate limits', () => {
  it('count a number per address in one process', async () => {
    const phoneNumber = uniquePhone();
    const limit = t.config.AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE;
    for (let i = 0; i < limit; i++)
      expect((await signIn(t.app, phoneNumber, '203.0.113.30')).statusCode).not.toBe(429);
    expect((await signIn(t.app, phoneNumber, '203.0.113.30')).statusCode).toBe(429);
    expect((await signIn(t.app, phoneNumber, '203.0.113.31')).statusCode).not.toBe(429);
  });
});

describe.runIf(t.database.kind === 'postgres')(
  'rate limits shared by two instances on one PostgreSQL',
  () => {
    it('sign-in attempts split across both instances meet 429 at the configured limit, not 2×', async () => {
      const other = await secondInstance(t);
      const phoneNumber = uniquePhone();
      const limit = t.config.AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE;
      const codes: number[] = [];
      for (let i = 0; i < limit; i++)
        codes.push((await signIn(i % 2 ? other : t.app, phoneNumber, '203.0.113.40')).statusCode);
      expect(codes.filter((c) => c === 429)).toEqual([]);
      const over = [
        await signIn(t.app, phoneNumber, '203.0.113.40'),
        await signIn(other, phoneNumber, '203.0.113.40'),
      ];
      expect(over.map((r) => r.statusCode)).toEqual([429, 429]);
      expect(over[0]?.json().data.code).toBe('RATE_LIMITED');
    });

    it('a route limit per address (@fastify/rate-limit store) is shared too', async () => {
      const other = await secondInstance(t);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await report(i % 2 ? other : t.app, '198.51.100.40')).statusCode);
      expect(codes).toEqual([202, 202, 202, 202]);
      expect((await report(other, '198.51.100.40')).statusCode).toBe(429);
      expect((await report(t.app, '198.51.100.40')).statusCode).toBe(429);
      expect((await report(t.app, '198.51.100.41')).statusCode).toBe(202);
    });

    it('keeps the counters in an UNLOGGED table, one row per key, windows restarting once ended', async () => {
      const { rows } = (await t.database.db.execute(
        sql`select relpersistence from pg_class where relname = 'rate_limit_hits'`,
      )) as unknown as { rows: { relpersistence: string }[] };
      const [table] = rows;
      expect(table?.relpersistence).toBe('u');
      // A window that ended starts again at 1.
      await t.database.db.execute(
        sql`update rate_limit_hits set reset_at = now() - interval '1 second' where key like '%198.51.100.40'`,
      );
      expect((await report(t.app, '198.51.100.40')).statusCode).toBe(202);
    });
  },
);
