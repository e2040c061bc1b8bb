import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '@panel/shared/errors.ts';

const envelope = (body: ErrorBody) => ({ data: body });

/**
 * The multipart parser (busboy) reports a body it cannot read (no boundary, cut short, unknown
 * part type) as a plain Error; that is the sender's broken upload, not our failure.
 */
const MULTIPART_PARSE_FAILURE =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Unsupported Content-Type\.|Missing Content-Type-header\.)$/;
const isBrokenMultipart = (error: { statusCode?: number; message: string }, contentType?: string) =>
  error.statusCode === undefined &&
  /^multipart\//i.test(contentType ?? '') &&
  MULTIPART_PARSE_FAILURE.test(error.message);

/**
 * PostgreSQL cancelled a statement that ran past `statement_timeout` (db/client.ts): drizzle wraps the
 * driver's error, so the code may sit on its cause.
 */
const isStatementTimeout = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code === '57014') return true;
  return false;
};

/** Turns every failure into `{ data: { message, code, fields? } }`; 5xx details stay in the log. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
      if (error instanceof AppError) {
        return reply
          .status(error.status)
          .send(envelope({ message: error.message, code: error.code, fields: error.fields }));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
          fields[field] ??= issue.message ?? 'Invalid value.';
        }
        const first = Object.values(fields)[0] ?? 'Invalid request.';
        return reply.status(400).send(envelope({ message: first, code: 'VALIDATION_FAILED', fields }));
      }
      if (isBrokenMultipart(error, req.headers['content-type'])) {
        return reply.status(400).send(
          envelope({
            message: 'The upload could not be read. Choose the file and send it again.',
            code: 'BAD_REQUEST',
          }),
        );
      }
      const status = error.statusCode ?? 500;
      if (
        status === 413 ||
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
        error.code === 'FST_REQ_FILE_TOO_LARGE'
      ) {
        return reply
          .status(413)
          .send(envelope({ message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' }));
      }
      if (status === 429) {
        return reply.status(429).send(
          envelope({
            message: 'Too many requests. Please wait a minute and try again.',
            code: 'RATE_LIMITED',
          }),
        );
      }
      if (status >= 400 && status < 500) {
        const code =
          error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is not valid JSON.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'This content type is not supported.'
              : error.message;
        return reply.status(status).send(envelope({ message, code }));
      }
      if (isStatementTimeout(error)) {
        req.log.warn({ err: error }, 'statement timed out');
        return reply
          .status(503)
          .send(
            envelope({ message: 'The server is busy. Please try again in a moment.', code: 'SERVER_BUSY' }),
          );
      }
      req.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(envelope({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }));
    });

    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send(
        envelope({
          message: `No such endpoint: ${req.method} ${req.url.split('?')[0]}`,
          code: 'NOT_FOUND',
        }),
      ),
    );
  },
  { name: 'errors' },
);
