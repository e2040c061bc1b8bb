import { envelope } from '@panel/shared/schemas/common.ts';
import {
  uiCustomisationBodySchema,
  uiCustomisationDeletedSchema,
  uiCustomisationListSchema,
  uiCustomisationParamsSchema,
  uiCustomisationQuerySchema,
  uiCustomisationSchema,
} from '@panel/shared/schemas/ui-customisation.ts';
import type { AppInstance } from '../../app-types.ts';
import { libraryCallerOf } from '../image-posts/library-scope.ts';
import { deleteCustomisation, listCustomisations, saveCustomisation } from './service.ts';

export default async function uiCustomisationRoutes(app: AppInstance) {
  // Customers read their agency's sections to build the home and daily-image pages.
  app.get(
    '/api/v1/ui-customisation',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: uiCustomisationQuerySchema,
        response: { 200: envelope(uiCustomisationListSchema) },
      },
    },
    async (req) => {
      libraryCallerOf(req);
      return { data: await listCustomisations(app.db, req.agency.agencyId, req.query.pagePlacement) };
    },
  );
  app.post(
    '/api/v1/ui-customisation',
    {
      config: { access: 'uiCustomisation' },
      schema: { body: uiCustomisationBodySchema, response: { 200: envelope(uiCustomisationSchema) } },
    },
    async (req) => ({
      data: await saveCustomisation(app.db, req.agency.agencyId, req.body),
    }),
  );
  app.delete(
    '/api/v1/ui-customisation/:uiCustomisationId',
    {
      config: { access: 'uiCustomisation' },
      schema: {
        params: uiCustomisationParamsSchema,
        response: { 200: envelope(uiCustomisationDeletedSchema) },
      },
    },
    async (req) => ({
      data: await deleteCustomisation(app.db, req.agency.agencyId, req.params.uiCustomisationId),
    }),
  );
}
