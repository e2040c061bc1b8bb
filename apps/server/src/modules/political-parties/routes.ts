import multipart from '@fastify/multipart';
import { MULTIPART_BODY } from '../../plugins/web-security.ts';
import { AppError } from '@panel/shared/errors.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import {
  politicalPartyBodySchema,
  politicalPartyListSchema,
  politicalPartyParamsSchema,
  politicalPartySchema,
} from '@panel/shared/schemas/political-party.ts';
import type { AppInstance } from '../../app-types.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { assertPartyEditor, listParties, setPartyLogo, updateParty } from './service.ts';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export default async function politicalPartyRoutes(app: AppInstance) {
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get(
    '/api/v1/political-party',
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(politicalPartyListSchema) } } },
    async () => ({ data: await listParties(app.db, app.storage) }),
  );
  // The list is shared by every agency, so only a superadmin (platform staff) edits it.
  app.post(
    '/api/v1/political-party/:id',
    {
      config: { access: 'greetings' },
      schema: {
        params: politicalPartyParamsSchema,
        body: politicalPartyBodySchema,
        response: { 200: envelope(politicalPartySchema) },
      },
    },
    async (req) => {
      assertPartyEditor(requireStaff(req).roles);
      return { data: await updateParty(app.db, app.storage, req.params.id, req.body) };
    },
  );
  app.post(
    '/api/v1/political-party/:id/logo',
    {
      config: { access: 'greetings', bodyTypes: MULTIPART_BODY },
      schema: { params: politicalPartyParamsSchema, response: { 200: envelope(politicalPartySchema) } },
    },
    async (req) => {
      assertPartyEditor(requireStaff(req).roles);
      if (!req.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the logo as a multipart upload.');
      let body: Buffer | undefined;
      try {
        body = await (await req.file())?.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', 'The logo may be up to 2 MB.');
        throw err;
      }
      if (!body?.length) throw new AppError('BAD_REQUEST', 'Choose a logo to upload.');
      return { data: await setPartyLogo(app.db, app.storage, req.params.id, body) };
    },
  );
}
