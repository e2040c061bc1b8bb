import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '@panel/shared/errors.ts';
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

/**
 * Rate limits for the sign-in calls and the browser's error log (`sessionLogRateLimit` below): per IP through @fastify/rate-limit (route config `rateLimit`),
 * and per number/e-mail through `app.identityRateLimit`, a preHandler that runs once the body is
 * validated (the plugin runs a single limiter per request, so it cannot do both).
 *
 * A number is counted per address (AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE) and, much higher, in total
 * (AUTH_IDENTITY_CEILING_PER_MINUTE): someone guessing a password from one address locks only that
 * address out, and the owner still signs in (or resets the password, a separate route with its own
 * counters) from theirs. The ceiling bounds guessing spread over many addresses. Counters live in
 * process memory: behind a load balancer each instance limits on its own (docs/operations.md).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, ctx) => tooMany(ctx.ttl),
    });

    const windows = new Map<string, { count: number; resetAt: number }>();
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    }, WINDOW_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    /** Counts one call against a window; the milliseconds to wait when it goes over `max`. */
    const hit = (key: string, max: number, now: number): number | null => {
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + WINDOW_MS };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count > max ? w.resetAt - now : null;
    };

    const identityRateLimit: preHandlerAsyncHookHandler = async (req) => {
      const key = identityOf(req);
      if (!key) return;
      const now = Date.now();
      const fromHere = hit(`${key}@${req.ip}`, app.config.AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE, now);
      if (fromHere !== null) throw tooMany(fromHere);
      const overall = hit(key, app.config.AUTH_IDENTITY_CEILING_PER_MINUTE, now);
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
      const wait = hit(`log:${token}`, app.config.CLIENT_LOG_PER_SESSION_PER_MINUTE, Date.now());
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
