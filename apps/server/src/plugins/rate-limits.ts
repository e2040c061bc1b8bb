import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type pg from 'pg';
import { AppError } from '@panel/shared/errors.ts';
import type { AppInstance } from '../app-types.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';

const WINDOW_MS = 60_000;

/** The number or e-mail a sign-in call is about, per route; null when the body names none. */
const identityOf = (req: FastifyRequest): string | null => {
  const body = (req.body ?? {}) as { phoneNumber?: unknown; email?: unknown };
  const id =
    typeof body.phoneNumber === 'string'
      ? body.phoneNumber
      : typeof body.email === 'string'
        ? body.email.toLowerCase()
        : '';
  return id ? `${req.routeOptions.url}:${id}` : null;
};

const tooMany = (ms: number) =>
  new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${Math.max(1, Math.ceil(ms / 1000))} seconds.`,
  );

/** Counts calls per key in windows that start at a key's first call (as @fastify/rate-limit's own stores do). */
export interface RateCounter {
  /** Counts one call of `key`; the calls counted in its window so far, this one included, and the ms left in it. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttl: number }>;
  close(): void;
}

/** Keys one process keeps at most (@fastify/rate-limit's own memory store kept 5,000 per route). */
const MAX_MEMORY_KEYS = 100_000;

/** One process's counters (PGlite: there is only one process); past MAX_MEMORY_KEYS the oldest key goes. */
export function memoryCounter(): RateCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, WINDOW_MS);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (!w && windows.size >= MAX_MEMORY_KEYS) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, ttl: w.resetAt - now };
    },
    close: () => clearInterval(sweep),
  };
}

/**
 * Counters every instance on one PostgreSQL shares: one upsert per call on the UNLOGGED table
 * rate_limit_hits (db/schema/rate-limits.ts), on the database's clock so instances agree. A row whose
 * window ended starts again at 1; rows ended a while ago are deleted lazily, at most once a minute per
 * process.
 */
export function postgresCounter(pool: pg.Pool, onError: (err: unknown) => void): RateCounter {
  let sweptAt = Date.now();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (now - sweptAt > WINDOW_MS) {
        sweptAt = now;
        pool.query({ name: 'rate_limit_sweep', text: SWEEP_SQL }).then(() => undefined, onError);
      }
      const res = await pool.query<{ count: number; ttl: number }>({
        name: 'rate_limit_hit',
        text: HIT_SQL,
        values: [key, windowMs],
      });
      const row = res.rows[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: row.count, ttl: row.ttl };
    },
    close: () => undefined,
  };
}

const HIT_SQL = `insert into rate_limit_hits as r (key, count, reset_at)
values ($1, 1, now() + $2::int * interval '1 millisecond')
on conflict (key) do update set
  count = case when r.reset_at <= now() then 1 else r.count + 1 end,
  reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
returning count, greatest(0, ceil(extract(epoch from r.reset_at - now()) * 1000))::int as ttl`;

const SWEEP_SQL = `delete from rate_limit_hits where reset_at < now() - interval '1 minute'`;

/** @fastify/rate-limit's store over a RateCounter; each route's limits under its own key prefix. */
function storeOver(counter: RateCounter): FastifyRateLimitStoreCtor {
  class CounterStore {
    prefix: string;
    constructor(_options: unknown, prefix = 'ip:') {
      this.prefix = prefix;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        (r) => callback(null, { current: r.count, ttl: r.ttl }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }
    /** The plugin passes the route's merged limit options, with the route under `routeInfo`. */
    child(options: unknown): FastifyRateLimitStore {
      const { method, url } =
        (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new CounterStore(undefined, `${this.prefix}${String(method ?? '')}${url ?? ''}-`);
    }
  }
  return CounterStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Rate limits for the sign-in calls and the browser's error log (`sessionLogRateLimit` below): per IP through @fastify/rate-limit (route config `rateLimit`),
 * and per number/e-mail through `app.identityRateLimit`, a preHandler that runs once the body is
 * validated (the plugin runs a single limiter per request, so it cannot do both).
 *
 * A number is counted per address (AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE) and, much higher, in total
 * (AUTH_IDENTITY_CEILING_PER_MINUTE): someone guessing a password from one address locks only that
 * address out, and the owner still signs in (or resets the password, a separate route with its own
 * counters) from theirs. The ceiling bounds guessing spread over many addresses. On PostgreSQL every
 * counter (these and the routes' per-address limits) is shared by all instances (`postgresCounter`),
 * so N instances behind a load balancer limit as one; on PGlite they live in process memory.
 */
export default fp(
  async (app: AppInstance) => {
    const counter = app.database.pool
      ? postgresCounter(app.database.pool, (err) => app.log.warn({ err }, 'rate limit sweep failed'))
      : memoryCounter();
    app.addHook('onClose', async () => counter.close());

    await app.register(rateLimit, {
      global: false,
      store: storeOver(counter),
      errorResponseBuilder: (_req, ctx) => tooMany(ctx.ttl),
    });

    /** Counts one call against a window; the milliseconds to wait when it goes over `max`. */
    const hit = async (key: string, max: number): Promise<number | null> => {
      const w = await counter.hit(key, WINDOW_MS);
      return w.count > max ? w.ttl : null;
    };

    const identityRateLimit: preHandlerAsyncHookHandler = async (req) => {
      const key = identityOf(req);
      if (!key) return;
      const fromHere = await hit(`id:${key}@${req.ip}`, app.config.AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE);
      if (fromHere !== null) throw tooMany(fromHere);
      const overall = await hit(`id:${key}`, app.config.AUTH_IDENTITY_CEILING_PER_MINUTE);
      if (overall !== null) throw tooMany(overall);
    };
    app.decorate('identityRateLimit', identityRateLimit);

    /**
     * POST /log per signed-in session (the address is limited by the route's `rateLimit`): one broken
     * tab cannot fill the log, and many tabs behind one office address still report. Only a session
     * the auth plugin accepted counts, so made-up cookies cannot mint fresh counters.
     */
    const sessionLogRateLimit: preHandlerAsyncHookHandler = async (req) => {
      const token = req.session ? req.cookies[SESSION_COOKIE] : undefined;
      if (!token) return;
      // The token itself is not written to the shared table.
      const id = createHash('sha256').update(token).digest('base64url').slice(0, 22);
      const wait = await hit(`log:${id}`, app.config.CLIENT_LOG_PER_SESSION_PER_MINUTE);
      if (wait !== null) throw tooMany(wait);
    };
    app.decorate('sessionLogRateLimit', sessionLogRateLimit);
  },
  { name: 'rate-limits' },
);

declare module 'fastify' {
  interface FastifyInstance {
    identityRateLimit: preHandlerAsyncHookHandler;
    sessionLogRateLimit: preHandlerAsyncHookHandler;
  }
}
