import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '@panel/shared/errors.ts';

const WINDOW_MS = 60_000;

const identityOf = (req: FastifyRequest): string | null => {
  const body = (req.body ?? {}) as { phoneNumber?: unknown; email?: unknown };
  const id =
    typeof body.phoneNumber === 'string'
      ? body.phoneNumber
      : typeof body.email === 'string'
        ? body.email
        : '';
  return id ? `${req.routeOptions.url}:${id}` : null;
};

const tooMany = (ms: number) =>
  new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${Math.max(1, Math.ceil(ms / 1000))} seconds.`,
  );

/**
 * Rate limits for the sign-in calls: per IP through @fastify/rate-limit (route config `rateLimit`),
 * and per number/e-mail through `app.identityRateLimit`, a preHandler that runs once the body is
 * validated (the plugin runs a single limiter per request, so it cannot do both). Counters live in
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

    const identityRateLimit: preHandlerAsyncHookHandler = async (req) => {
      const key = identityOf(req);
      if (!key) return;
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + WINDOW_MS };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > app.config.AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE) throw tooMany(w.resetAt - now);
    };
    app.decorate('identityRateLimit', identityRateLimit);
  },
  { name: 'rate-limits' },
);

declare module 'fastify' {
  interface FastifyInstance {
    identityRateLimit: preHandlerAsyncHookHandler;
  }
}
