import multipart from '@fastify/multipart';
import { MULTIPART_BODY } from '../../plugins/web-security.ts';
import { AppError } from '@panel/shared/errors.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import {
  UPLOAD_MESSAGES,
  tooLargeMessage,
  uploadDocQuerySchema,
  uploadedDocumentSchema,
} from '@panel/shared/schemas/document.ts';
import type { AppInstance } from '../../app-types.ts';
import { storeUpload } from './service.ts';

export default async function documentRoutes(app: AppInstance) {
  const maxBytes = app.config.UPLOAD_LIMIT_BYTES;
  // Registered here, not globally: only this route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/v1/document/uploadDoc',
    {
      config: {
        access: 'signedIn',
        bodyTypes: MULTIPART_BODY,
        rateLimit: { max: 60, timeWindow: 60_000 },
      },
      schema: { querystring: uploadDocQuerySchema, response: { 201: envelope(uploadedDocumentSchema) } },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.missing);
      const file = await req.file();
      if (!file) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.missing);
      let body: Buffer;
      try {
        body = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
        throw err;
      }
      if (!body.length) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.missing);
      reply.status(201);
      return { data: await storeUpload(app.storage, req.query, body) };
    },
  );
}
