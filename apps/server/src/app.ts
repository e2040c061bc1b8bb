import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-types.ts';
import type { Config } from './config.ts';
import { isDemo } from './config.ts';
import type { Database } from './db/client.ts';
import { createMediaTools } from './integrations/media-tools.ts';
import { outboxMessenger, webhookMessenger, type Messenger } from './integrations/messaging/messenger.ts';
import errors from './plugins/errors.ts';
import messageLanguage from './plugins/message-language.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import memoryCaches from './plugins/memory-caches.ts';
import keptReads from './plugins/kept-reads.ts';
import tenant from './plugins/tenant.ts';
import webSecurity from './plugins/web-security.ts';
import auth from './plugins/auth.ts';
import rateLimits from './plugins/rate-limits.ts';
import planReminderSweep from './plugins/plan-reminder-sweep.ts';
import sslRenewalSweep from './plugins/ssl-renewal-sweep.ts';
import httpListener from './plugins/http-listener.ts';
import httpsListener from './plugins/https-listener.ts';
import { registerWebApp } from './web-app.ts';
import systemRoutes from './modules/system/routes.ts';
import agencyRoutes from './modules/agencies/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import staffRoutes from './modules/auth/staff-routes.ts';
import accountRoutes from './modules/auth/account-routes.ts';
import franchiseeRoutes from './modules/franchisees/routes.ts';
import payments from './integrations/payments/plugin.ts';
import planRoutes from './modules/plans/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import storage from './integrations/storage/plugin.ts';
import businessRoutes from './modules/businesses/routes.ts';
import cardRoutes from './modules/cards/routes.ts';
import linkStoreRoutes from './modules/link-store/routes.ts';
import documentRoutes from './modules/documents/routes.ts';
import publicCardRoutes from './modules/public-card/routes.ts';
import jobs from './integrations/jobs/queue.ts';
import imagePostRoutes from './modules/image-posts/routes.ts';
import uiCustomisationRoutes from './modules/ui-customisation/routes.ts';
import politicalPartyRoutes from './modules/political-parties/routes.ts';
import notificationRoutes from './modules/notifications/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import reportRoutes from './modules/reports/routes.ts';
import bulkRoutes from './modules/bulk/routes.ts';
import pdfCardRoutes from './modules/pdf-cards/routes.ts';
import videoRoutes from './modules/videos/routes.ts';
import staticPageRoutes from './modules/static-pages/routes.ts';
import analyticsRoutes from './modules/analytics/routes.ts';
import feedbackRoutes from './modules/feedback/routes.ts';
import sslRoutes from './modules/ssl/routes.ts';

/** Route modules, in registration order. Add a line per module. */
const modules: ((app: AppInstance) => Promise<void>)[] = [
  systemRoutes,
  agencyRoutes,
  authRoutes,
  accountRoutes,
  staffRoutes,
  franchiseeRoutes,
  planRoutes,
  paymentRoutes,
  businessRoutes,
  cardRoutes,
  linkStoreRoutes,
  documentRoutes,
  publicCardRoutes,
  imagePostRoutes,
  uiCustomisationRoutes,
  politicalPartyRoutes,
  notificationRoutes,
  dashboardRoutes,
  reportRoutes,
  bulkRoutes,
  pdfCardRoutes,
  videoRoutes,
  staticPageRoutes,
  analyticsRoutes,
  feedbackRoutes,
  sslRoutes,
];

export interface AppOptions {
  config: Config;
  database: Database;
  /** Route modules registered after the product's own (tests). */
  extraModules?: ((app: AppInstance) => Promise<void>)[];
  /** Overrides the configured messenger (tests). */
  messenger?: Messenger;
  logger?: boolean;
  /** Checks every JSON answer against its zod schema as well (tests): see response-serializer.ts. */
  checkAnswers?: boolean;
  /** The built web app's folder (tests); apps/web/dist by default. */
  webDistDir?: string;
}

/**
 * One log line per request, written when it completes (with the request's method, URL and client),
 * instead of Fastify's two ("incoming request" and "request completed"): log writes are a good part
 * of a short API call's cost.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (error)
      reply.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The composition root: builds the whole server from a config and an open database. */
export async function buildApp(opts: AppOptions): Promise<AppInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    logController: new OneLinePerRequest(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    // Start-up work (pg-boss, the demo card's pictures in an onReady hook) can take longer than
    // Fastify's 10 s default on a small or busy machine; a slow start must not be a failed one.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checked: opts.checkAnswers ?? false }));

  app.decorate('config', config);
  app.decorate('database', database);
  // An idle pooled connection can drop (PostgreSQL restart, network blip); pg emits that on the pool,
  // and an unhandled 'error' event would end the process. The pool discards the client and reconnects.
  database.pool?.on('error', (err) => app.log.warn({ err }, 'idle database connection lost'));
  app.decorate('db', database.db);
  app.decorate('mediaTools', createMediaTools(config, app.log));
  app.decorate(
    'messenger',
    opts.messenger ??
      (isDemo(config) || !config.MESSAGE_WEBHOOK_URL
        ? outboxMessenger(database.db)
        : webhookMessenger(config.MESSAGE_WEBHOOK_URL, config.MESSAGE_WEBHOOK_TOKEN)),
  );

  await app.register(cookie, { secret: config.COOKIE_SECRET });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: { info: { title: 'Agency panel API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(errors);
  await app.register(messageLanguage);
  await app.register(memoryCaches);
  await app.register(keptReads);
  await app.register(tenant);
  await app.register(webSecurity);
  await app.register(auth);
  await app.register(rateLimits);
  await app.register(storage, { dataDir: config.DATA_DIR });
  await app.register(payments);
  await app.register(jobs);
  await app.register(planReminderSweep);
  await app.register(sslRenewalSweep);
  await app.register(httpListener);
  await app.register(httpsListener);

  for (const routes of [...modules, ...(opts.extraModules ?? [])]) await app.register(routes);
  await registerWebApp(app, opts.webDistDir);
  return app;
}
