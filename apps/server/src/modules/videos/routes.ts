import multipart from '@fastify/multipart';
import { AppError } from '@panel/shared/errors.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import {
  businessIdQuerySchema,
  CLIP_MAX_BYTES,
  CLIP_TEXTS,
  createUserVideoBodySchema,
  deletedTemplateSchema,
  deletedUserVideoSchema,
  deleteUserVideoBodySchema,
  deleteVideoTemplateBodySchema,
  prefilledSlotValuesSchema,
  saveVideoTemplateBodySchema,
  templateIdParamsSchema,
  templatePopularityBodySchema,
  templatePopularitySchema,
  updateUserVideoStatusBodySchema,
  uploadedClipSchema,
  userVideoListSchema,
  userVideoParamsSchema,
  userVideoQuerySchema,
  userVideoSchema,
  videoTemplateListSchema,
  videoTemplateQuerySchema,
  videoTemplateSchema,
} from '@panel/shared/schemas/video.ts';
import type { AppInstance } from '../../app-types.ts';
import { MULTIPART_BODY } from '../../plugins/web-security.ts';
import { originOf } from '../../public-card/origin.ts';
import { scopeOf } from '../businesses/access.ts';
import { storeBackgroundClip } from './media.ts';
import { startPromoWorker, type VideoDeps } from './render-job.ts';
import * as templates from './templates.ts';
import * as videos from './user-videos.ts';

/**
 * Spec section 7 "Video": templates (the library) and the customers' promotional videos. The
 * single purchase of a video lives with the other payments (/api/v1/video/user-video-payment).
 */
export default async function videoRoutes(app: AppInstance) {
  const deps: VideoDeps = {
    db: app.db,
    storage: app.storage,
    jobs: app.jobs,
    tools: app.mediaTools,
    timeoutMs: app.config.PROMO_VIDEO_TIMEOUT_SECONDS * 1000,
  };
  // Started once the server is up, not awaited: registering a worker must never hold up start-up.
  if (app.config.PROMO_VIDEO_WORKER === 'inline')
    app.addHook('onReady', async () => {
      startPromoWorker(deps).catch((err: unknown) => app.log.error({ err }, 'video worker did not start'));
    });

  // Only the background-clip upload takes multipart bodies here; clips are bigger than the general cap.
  await app.register(multipart, { limits: { fileSize: CLIP_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  /* ---- templates ---- */
  const t = '/api/v1/video/template';
  app.get(
    t,
    {
      config: { access: 'signedIn' },
      schema: { querystring: videoTemplateQuerySchema, response: { 200: envelope(videoTemplateListSchema) } },
    },
    async (req) => ({ data: await templates.listTemplates(app.db, app.storage, scopeOf(req), req.query) }),
  );
  app.put(
    `${t}/popularity`,
    {
      config: { access: 'signedIn' },
      schema: { body: templatePopularityBodySchema, response: { 200: envelope(templatePopularitySchema) } },
    },
    async (req) => ({ data: await templates.updatePopularity(app.db, scopeOf(req), req.body) }),
  );
  app.get(
    `${t}/:id`,
    {
      config: { access: 'signedIn' },
      schema: { params: templateIdParamsSchema, response: { 200: envelope(videoTemplateSchema) } },
    },
    async (req) => ({ data: await templates.getTemplate(app.db, app.storage, scopeOf(req), req.params.id) }),
  );
  app.post(
    t,
    {
      config: { access: 'videoTemplates' },
      schema: { body: saveVideoTemplateBodySchema, response: { 200: envelope(videoTemplateSchema) } },
    },
    async (req) => ({ data: await templates.saveTemplate(deps, scopeOf(req), req.body) }),
  );
  app.post(
    `${t}/background-clip`,
    {
      config: {
        access: 'videoTemplates',
        bodyTypes: MULTIPART_BODY,
        rateLimit: { max: 30, timeWindow: 60_000 },
      },
      schema: { response: { 201: envelope(uploadedClipSchema) } },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError('BAD_REQUEST', CLIP_TEXTS.missing);
      const file = await req.file();
      if (!file) throw new AppError('BAD_REQUEST', CLIP_TEXTS.missing);
      let body: Buffer;
      try {
        body = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', CLIP_TEXTS.tooLarge);
        throw err;
      }
      if (!body.length) throw new AppError('BAD_REQUEST', CLIP_TEXTS.missing);
      reply.status(201);
      return { data: await storeBackgroundClip(app.storage, app.mediaTools, body) };
    },
  );
  app.delete(
    t,
    {
      config: { access: 'videoTemplates' },
      schema: { body: deleteVideoTemplateBodySchema, response: { 200: envelope(deletedTemplateSchema) } },
    },
    async (req) => ({ data: await templates.deleteTemplate(app.db, scopeOf(req), req.body.templateId) }),
  );

  /* ---- customers' videos ---- */
  const v = '/api/v1/video/user-video';
  app.get(
    v,
    {
      config: { access: 'signedIn' },
      schema: { querystring: userVideoQuerySchema, response: { 200: envelope(userVideoListSchema) } },
    },
    async (req) => ({ data: await videos.listUserVideos(deps, scopeOf(req), req.query) }),
  );
  app.get(
    `${v}/getUserVideosByBusiness`,
    {
      config: { access: 'signedIn' },
      schema: { querystring: businessIdQuerySchema, response: { 200: envelope(userVideoListSchema) } },
    },
    async (req) => ({ data: await videos.userVideosByBusiness(deps, scopeOf(req), req.query.businessId) }),
  );
  app.get(
    `${v}/slot-values`,
    {
      config: { access: 'signedIn' },
      schema: { querystring: businessIdQuerySchema, response: { 200: envelope(prefilledSlotValuesSchema) } },
    },
    async (req) => ({
      data: await videos.prefilledSlotValues(deps, scopeOf(req), req.query.businessId, originOf(req)),
    }),
  );
  app.get(
    `${v}/:id`,
    {
      config: { access: 'signedIn' },
      schema: { params: userVideoParamsSchema, response: { 200: envelope(userVideoSchema) } },
    },
    async (req) => ({ data: await videos.getUserVideo(deps, scopeOf(req), req.params.id) }),
  );
  app.post(
    v,
    {
      config: { access: 'signedIn' },
      schema: {
        body: createUserVideoBodySchema,
        response: { 200: envelope(userVideoSchema), 201: envelope(userVideoSchema) },
      },
    },
    async (req, reply) => {
      const { video, created } = await videos.createUserVideo(deps, scopeOf(req), req.body, originOf(req));
      reply.status(created ? 201 : 200);
      return { data: video };
    },
  );
  app.post(
    `${v}/updateUserVideoStatus`,
    {
      config: { access: 'manageBusinesses' },
      schema: { body: updateUserVideoStatusBodySchema, response: { 200: envelope(userVideoSchema) } },
    },
    async (req) => ({ data: await videos.updateUserVideoStatus(deps, scopeOf(req), req.body) }),
  );
  app.delete(
    v,
    {
      config: { access: 'ownerOrAdmin' },
      schema: { body: deleteUserVideoBodySchema, response: { 200: envelope(deletedUserVideoSchema) } },
    },
    async (req) => ({ data: await videos.deleteUserVideo(deps, scopeOf(req), req.body.videoNo) }),
  );
}
