import fp from 'fastify-plugin';
import { requestLanguage } from '@panel/shared/i18n/languages.ts';
import type { ErrorBody } from '@panel/shared/errors.ts';
import { localize } from '../i18n/messages.ts';

const isErrorEnvelope = (payload: unknown): payload is { data: ErrorBody } => {
  const data = (payload as { data?: Partial<ErrorBody> } | null)?.data;
  return typeof data?.message === 'string' && typeof data.code === 'string';
};

/**
 * Every failure's message (and each field's) in the language the request asks for by its
 * Accept-Language header (the panel sends its own); the `code` stays the contract. Messages are raised
 * in English where they happen; i18n/messages.ts holds each language's catalogue.
 */
export default fp(
  async (app) => {
    app.addHook('preSerialization', async (req, reply, payload) => {
      if (reply.statusCode < 400 || !isErrorEnvelope(payload)) return payload;
      const language = requestLanguage(req.headers['accept-language']);
      if (language === 'en') return payload;
      const { message, fields } = payload.data;
      return {
        data: {
          ...payload.data,
          message: localize(message, language),
          ...(fields && {
            fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, localize(v, language)])),
          }),
        },
      };
    });
  },
  { name: 'message-language' },
);
