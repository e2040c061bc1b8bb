import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@panel/shared/errors.ts';
import { envelope, pageQuerySchema } from '@panel/shared/schemas/common.ts';
import {
  deleteImagePostBodySchema,
  deleteImageSubcategoryQuerySchema,
  entitlementsQuerySchema,
  generateLowQualityBodySchema,
  GREETING_TEXTS,
  greetingEntitlementsSchema,
  imageCategoryBodySchema,
  imageCategoryDeletedSchema,
  imageCategoryListSchema,
  imageCategoryParamsSchema,
  imageCategorySchema,
  imagePostIdsQuerySchema,
  imagePostListSchema,
  imagePostPageSchema,
  imagePostQuerySchema,
  imagePostSchema,
  imagePostSearchQuerySchema,
  imagePostsDeletedSchema,
  imagePostUploadFieldsSchema,
  imageRequestBodySchema,
  imageRequestListSchema,
  imageRequestParamsSchema,
  imageRequestQuerySchema,
  imageRequestSchema,
  imageSubcategoryBodySchema,
  imageSubcategoryDeletedSchema,
  imageSubcategoryListSchema,
  imageSubcategoryQuerySchema,
  imageSubcategorySchema,
  imageTagBodySchema,
  imageTagDeletedSchema,
  imageTagListSchema,
  imageTagParamsSchema,
  imageTagQuerySchema,
  imageTagSchema,
  paginatedSubcategoriesQuerySchema,
  paginatedSubcategoriesSchema,
  previewsGeneratedSchema,
  recentRenderListSchema,
  recentRendersQuerySchema,
  renderBodySchema,
  renderResultSchema,
  subcategoryByCategoriesQuerySchema,
  subcategoryByCategoryNameQuerySchema,
  videoJobParamsSchema,
  videoJobSchema,
} from '@panel/shared/schemas/image-post.ts';
import type { AppInstance } from '../../app-types.ts';
import { MULTIPART_BODY } from '../../plugins/web-security.ts';
import { businessFor, scopeOf } from '../businesses/access.ts';
import { greetingEntitlements, greetingPolicy } from './entitlements.ts';
import { libraryCallerOf } from './library-scope.ts';
import * as library from './library.ts';
import * as posts from './posts.ts';
import { closeRequest, createRequest, listRequests } from './requests.ts';
import {
  recentRenders,
  renderImage,
  requestVideo,
  runVideoJob,
  videoJobStatus,
  VIDEO_QUEUE,
  type RenderDeps,
} from './render.ts';

/** Greeting post files: videos are bigger than the general upload cap. */
const POST_FILE_MAX_BYTES = 30 * 1024 * 1024;
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const MAX_FILES = 20;

/** Reads a multipart upload: the text fields, validated by the shared schema, and every "file" part. */
async function readUpload(req: FastifyRequest, maxFiles: number) {
  if (!req.isMultipart())
    throw new AppError('BAD_REQUEST', 'Send the post as a multipart upload with a file.');
  const fields: Record<string, string> = {};
  const files: { body: Buffer }[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (files.length >= maxFiles)
          throw new AppError('BAD_REQUEST', `Upload at most ${maxFiles} files at once.`);
        const body = await part.toBuffer();
        if (body.length > 0) files.push({ body });
      } else if (typeof part.value === 'string') {
        // imageTagIds may come as repeated fields; join them the way the schema reads them.
        fields[part.fieldname] = fields[part.fieldname]
          ? `${fields[part.fieldname]},${part.value}`
          : part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', `${GREETING_TEXTS.uploadTooLarge} The limit is 30 MB.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('BAD_REQUEST', `Upload at most ${maxFiles} files at once.`);
    throw err;
  }
  const parsed = imagePostUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const byField: Record<string, string> = {};
    for (const issue of parsed.error.issues) byField[issue.path.join('.') || 'body'] ??= issue.message;
    throw new AppError('VALIDATION_FAILED', Object.values(byField)[0] ?? 'Invalid upload.', byField);
  }
  if (files.length === 0)
    throw new AppError('BAD_REQUEST', 'Choose a file to upload.', { file: 'Choose a file to upload.' });
  for (const f of files)
    if (f.body.length > IMAGE_MAX_BYTES && !isMp4(f.body))
      throw new AppError('PAYLOAD_TOO_LARGE', `${GREETING_TEXTS.uploadTooLarge} Images may be up to 10 MB.`);
  return { fields: parsed.data, files };
}

/** ISO BMFF ("....ftyp") — only videos may use the larger cap; the real type check is in media.ts. */
const isMp4 = (b: Buffer) => b.subarray(4, 8).toString('latin1') === 'ftyp';

export default async function imagePostRoutes(app: AppInstance) {
  await app.register(multipart, {
    limits: { fileSize: POST_FILE_MAX_BYTES, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 },
  });
  const deps = (): RenderDeps => ({
    db: app.db,
    storage: app.storage,
    jobs: app.jobs,
    tools: app.mediaTools,
  });
  await app.jobs.work<Parameters<typeof runVideoJob>[1]>(VIDEO_QUEUE, (data) => runVideoJob(deps(), data));

  // ---------- subcategories ----------
  app.get(
    '/api/v1/image-subcategory',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: imageSubcategoryQuerySchema,
        response: { 200: envelope(imageSubcategoryListSchema) },
      },
    },
    async (req) => ({
      data: await library.listSubcategories(app.db, libraryCallerOf(req), req.query, req.query),
    }),
  );
  app.get(
    '/api/v1/image-subcategory/category-name',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: subcategoryByCategoryNameQuerySchema,
        response: { 200: envelope(imageSubcategoryListSchema) },
      },
    },
    async (req) => ({
      data: await library.listSubcategories(
        app.db,
        libraryCallerOf(req),
        { imageCategoryName: req.query.imageCategoryName },
        req.query,
      ),
    }),
  );
  app.get(
    '/api/v1/image-subcategory/by-mulitple-category',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: subcategoryByCategoriesQuerySchema,
        response: { 200: envelope(imageSubcategoryListSchema) },
      },
    },
    async (req) => ({
      data: await library.listSubcategories(
        app.db,
        libraryCallerOf(req),
        { imageCategoryIds: req.query.imageCategoryIds },
        req.query,
      ),
    }),
  );

  // ---------- categories ----------
  app.get(
    '/api/v1/image-post/image-category',
    {
      config: { access: 'signedIn' },
      schema: { querystring: pageQuerySchema, response: { 200: envelope(imageCategoryListSchema) } },
    },
    async (req) => ({
      data: await library.listCategories(app.db, libraryCallerOf(req), req.query),
    }),
  );
  app.post(
    '/api/v1/image-post/image-category',
    {
      config: { access: 'greetings' },
      schema: {
        body: imageCategoryBodySchema,
        response: { 200: envelope(imageCategorySchema), 201: envelope(imageCategorySchema) },
      },
    },
    async (req, reply) => {
      const saved = await library.saveCategory(app.db, libraryCallerOf(req), req.body);
      reply.status(req.body.imageCategoryId ? 200 : 201);
      return { data: saved };
    },
  );
  app.delete(
    '/api/v1/image-post/image-category/:imageCategoryId',
    {
      config: { access: 'greetings' },
      schema: { params: imageCategoryParamsSchema, response: { 200: envelope(imageCategoryDeletedSchema) } },
    },
    async (req) => ({
      data: await library.deleteCategory(app.db, libraryCallerOf(req), req.params.imageCategoryId),
    }),
  );
  app.post(
    '/api/v1/image-post/image-category/:imageCategoryId/image-subcategory',
    {
      config: { access: 'greetings' },
      schema: {
        params: imageCategoryParamsSchema,
        body: imageSubcategoryBodySchema,
        response: { 200: envelope(imageSubcategorySchema), 201: envelope(imageSubcategorySchema) },
      },
    },
    async (req, reply) => {
      const saved = await library.saveSubcategory(
        app.db,
        libraryCallerOf(req),
        req.params.imageCategoryId,
        req.body,
      );
      reply.status(req.body.imageSubcategoryId ? 200 : 201);
      return { data: saved };
    },
  );
  app.delete(
    '/api/v1/image-post/image-category/:imageCategoryId/image-subcategory',
    {
      config: { access: 'greetings' },
      schema: {
        params: imageCategoryParamsSchema,
        querystring: deleteImageSubcategoryQuerySchema,
        response: { 200: envelope(imageSubcategoryDeletedSchema) },
      },
    },
    async (req) => ({
      data: await library.deleteSubcategory(
        app.db,
        libraryCallerOf(req),
        req.params.imageCategoryId,
        req.query.imageSubcategoryId,
      ),
    }),
  );

  // ---------- tags ----------
  app.get(
    '/api/v1/image-post/image-tag',
    {
      config: { access: 'signedIn' },
      schema: { querystring: imageTagQuerySchema, response: { 200: envelope(imageTagListSchema) } },
    },
    async (req) => ({
      data: await library.listTags(app.db, libraryCallerOf(req), req.query.tagType),
    }),
  );
  app.post(
    '/api/v1/image-post/image-tag',
    {
      config: { access: 'greetings' },
      schema: {
        body: imageTagBodySchema,
        response: { 200: envelope(imageTagSchema), 201: envelope(imageTagSchema) },
      },
    },
    async (req, reply) => {
      const saved = await library.saveTag(app.db, libraryCallerOf(req), req.body);
      reply.status(req.body.imageTagId ? 200 : 201);
      return { data: saved };
    },
  );
  app.delete(
    '/api/v1/image-post/image-tag/:imageTagId',
    {
      config: { access: 'greetings' },
      schema: { params: imageTagParamsSchema, response: { 200: envelope(imageTagDeletedSchema) } },
    },
    async (req) => ({
      data: await library.deleteTag(app.db, libraryCallerOf(req), req.params.imageTagId),
    }),
  );

  // ---------- posts ----------
  app.get(
    '/api/v1/image-post',
    {
      config: { access: 'signedIn' },
      schema: { querystring: imagePostQuerySchema, response: { 200: envelope(imagePostListSchema) } },
    },
    async (req) => ({
      data: await posts.listPosts(app.db, app.storage, libraryCallerOf(req), req.query),
    }),
  );
  app.get(
    '/api/v1/image-post/search',
    {
      config: { access: 'signedIn' },
      schema: { querystring: imagePostSearchQuerySchema, response: { 200: envelope(imagePostPageSchema) } },
    },
    async (req) => ({
      data: await posts.searchPosts(app.db, app.storage, libraryCallerOf(req), req.query),
    }),
  );
  app.get(
    '/api/v1/image-post/ids',
    {
      config: { access: 'signedIn' },
      schema: { querystring: imagePostIdsQuerySchema, response: { 200: envelope(imagePostPageSchema) } },
    },
    async (req) => ({
      data: await posts.postsByIds(app.db, app.storage, libraryCallerOf(req), req.query.imageIds),
    }),
  );
  app.get(
    '/api/v1/image-post/paginated-mutiple-subcategories',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: paginatedSubcategoriesQuerySchema,
        response: { 200: envelope(paginatedSubcategoriesSchema) },
      },
    },
    async (req) => ({
      data: await posts.postsPerSubcategory(app.db, app.storage, libraryCallerOf(req), req.query),
    }),
  );
  app.post(
    '/api/v1/image-post',
    {
      config: { access: 'greetings', bodyTypes: MULTIPART_BODY },
      schema: { response: { 201: envelope(imagePostSchema) } },
    },
    async (req, reply) => {
      const { fields, files } = await readUpload(req, 1);
      const [created] = await posts.uploadPosts(
        app.db,
        app.storage,
        libraryCallerOf(req),
        fields,
        files,
        app.mediaTools,
      );
      if (!created) throw new Error('upload stored no post');
      reply.status(201);
      return { data: created };
    },
  );
  app.post(
    '/api/v1/image-post/multiple',
    {
      config: { access: 'greetings', bodyTypes: MULTIPART_BODY },
      schema: { response: { 201: envelope(imagePostPageSchema) } },
    },
    async (req, reply) => {
      const { fields, files } = await readUpload(req, MAX_FILES);
      const list = await posts.uploadPosts(
        app.db,
        app.storage,
        libraryCallerOf(req),
        fields,
        files,
        app.mediaTools,
      );
      reply.status(201);
      return { data: { list, total: list.length } };
    },
  );
  app.delete(
    '/api/v1/image-post',
    {
      config: { access: 'greetings' },
      schema: { body: deleteImagePostBodySchema, response: { 200: envelope(imagePostsDeletedSchema) } },
    },
    async (req) => ({
      data: await posts.deletePosts(app.db, libraryCallerOf(req), req.body.imageIds),
    }),
  );
  app.post(
    '/api/v1/image-post/generate-low-quality-image-post',
    {
      config: { access: 'greetings' },
      schema: { body: generateLowQualityBodySchema, response: { 200: envelope(previewsGeneratedSchema) } },
    },
    async (req) => ({
      data: await posts.regeneratePreviews(
        app.db,
        app.storage,
        libraryCallerOf(req),
        req.body.imageIds,
        app.mediaTools,
      ),
    }),
  );

  // ---------- requests for missing posts ----------
  app.post(
    '/api/v1/image-post/request-images',
    {
      config: { access: 'customer' },
      schema: { body: imageRequestBodySchema, response: { 201: envelope(imageRequestSchema) } },
    },
    async (req, reply) => {
      const created = await createRequest(app.db, scopeOf(req), libraryCallerOf(req), req.body, req.log);
      reply.status(201);
      return { data: created };
    },
  );
  app.get(
    '/api/v1/image-post/request-images',
    {
      config: { access: 'greetings' },
      schema: { querystring: imageRequestQuerySchema, response: { 200: envelope(imageRequestListSchema) } },
    },
    async (req) => ({
      data: await listRequests(app.db, req.agency.agencyId, req.query),
    }),
  );
  app.post(
    '/api/v1/image-post/request-images/:requestId/close',
    {
      config: { access: 'greetings' },
      schema: { params: imageRequestParamsSchema, response: { 200: envelope(imageRequestSchema) } },
    },
    async (req) => ({
      data: await closeRequest(
        app.db,
        req.agency.agencyId,
        scopeOf(req).session.userId,
        req.params.requestId,
      ),
    }),
  );

  // ---------- branded greetings ----------
  app.get(
    '/api/v1/image-post/entitlements',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: entitlementsQuerySchema,
        response: { 200: envelope(greetingEntitlementsSchema) },
      },
    },
    async (req) => {
      const scope = scopeOf(req);
      libraryCallerOf(req);
      const business = await businessFor(app.db, scope, req.query.businessId);
      const policy = await greetingPolicy(app.db, scope.agencyId, business.id, scope.configuration);
      return { data: await greetingEntitlements(app.db, business.id, policy) };
    },
  );
  app.post(
    '/api/v1/image-post/render',
    {
      config: { access: 'signedIn' },
      schema: { body: renderBodySchema, response: { 200: envelope(renderResultSchema) } },
    },
    async (req) => ({
      data: await renderImage(deps(), scopeOf(req), libraryCallerOf(req), req.body),
    }),
  );
  app.post(
    '/api/v1/image-post/render-video',
    {
      config: { access: 'signedIn' },
      schema: {
        body: renderBodySchema,
        response: { 200: envelope(videoJobSchema), 202: envelope(videoJobSchema) },
      },
    },
    async (req, reply) => {
      const { job, created } = await requestVideo(deps(), scopeOf(req), libraryCallerOf(req), req.body);
      reply.status(created ? 202 : 200);
      return { data: job };
    },
  );
  app.get(
    '/api/v1/image-post/recent-renders',
    {
      config: { access: 'signedIn' },
      schema: { querystring: recentRendersQuerySchema, response: { 200: envelope(recentRenderListSchema) } },
    },
    async (req) => {
      libraryCallerOf(req);
      return { data: await recentRenders(deps(), scopeOf(req), req.query) };
    },
  );
  app.get(
    '/api/v1/image-post/render-video/:jobId',
    {
      config: { access: 'signedIn' },
      schema: { params: videoJobParamsSchema, response: { 200: envelope(videoJobSchema) } },
    },
    async (req) => ({
      data: await videoJobStatus(deps(), scopeOf(req), req.params.jobId),
    }),
  );
}
