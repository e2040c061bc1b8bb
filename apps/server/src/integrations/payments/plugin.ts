import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import sandboxRoutes from '../../sandbox/routes.ts';
import { SandboxState } from '../../sandbox/state.ts';
import type { FetchLike } from './razorpay-client.ts';
import {
  createGateway,
  paymentsSettings,
  SANDBOX_PREFIX,
  type PaymentGateway,
  type PaymentsSettings,
} from './gateway.ts';

export const WEBHOOK_PATH = '/api/v1/payment/webhook';

declare module 'fastify' {
  interface FastifyInstance {
    payments: { gateway: PaymentGateway; settings: PaymentsSettings; sandbox: SandboxState | null };
  }
}

/**
 * Reaches routes of this same server without a TCP hop: the request (method, path, headers, body) goes
 * through Fastify's routing and parsing exactly as over the network. Used for the built-in sandbox, which
 * lives on our own server and needs no knowledge of the port or public address we are reachable at.
 */
function inProcessFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const u = new URL(url);
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${u.pathname}${u.search}`,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

/** Decorates app.payments: the gateway (Razorpay or the sandbox) and, in demo mode, mounts the sandbox. */
export default fp(
  async (app) => {
    const settings = paymentsSettings(app.config);
    const sandbox = settings.mode === 'sandbox' && app.config.APP_MODE === 'demo' ? new SandboxState() : null;
    const gateway = createGateway(settings, settings.inProcess ? inProcessFetch(app) : undefined);
    app.decorate('payments', { gateway, settings, sandbox });
    if (sandbox) {
      await app.register(sandboxRoutes, {
        prefix: SANDBOX_PREFIX,
        state: sandbox,
        keyId: settings.keyId,
        keySecret: settings.keySecret,
        webhookSecret: settings.webhookSecret,
        postWebhook: (body, headers) =>
          app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: body }),
      });
    }
  },
  { name: 'payments' },
);
