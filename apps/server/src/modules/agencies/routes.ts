import { eq } from 'drizzle-orm';
import {
  agencyDetailsSchema,
  agencyListQuerySchema,
  agencyListSchema,
  isAgencyOnlyDigitalCard,
  type AgencyDetails,
} from '@panel/shared/schemas/agency.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import { agencyHosts } from '../../db/schema/index.ts';
import { listAgencies } from './service.ts';

export default async function agencyRoutes(app: AppInstance) {
  /** Public: the login screens need the agency's name, logo and product flags before anyone signs in. */
  app.get(
    '/api/v1/agency-details',
    { config: { access: 'public' }, schema: { response: { 200: envelope(agencyDetailsSchema) } } },
    async (req) => {
      const a = req.agency;
      const hosts = await app.db
        .select({ host: agencyHosts.host })
        .from(agencyHosts)
        .where(eq(agencyHosts.agencyId, a.agencyId));
      const details: AgencyDetails = {
        agencyId: a.agencyId,
        agencyName: a.agencyName,
        logoUrl: a.logoUrl,
        primaryColor: a.primaryColor,
        hosts: hosts.map((h) => h.host),
        configuration: a.configuration,
        agencyOnlyDigitalCard: isAgencyOnlyDigitalCard(a.configuration),
      };
      return { data: details };
    },
  );

  /** Agency Management's chooser (superadmin: the platform's agencies, each with its bill). */
  app.get(
    '/api/v1/agency/list',
    {
      config: { access: 'agencyManagement' },
      schema: { querystring: agencyListQuerySchema, response: { 200: envelope(agencyListSchema) } },
    },
    async (req) => ({ data: await listAgencies(app.db, req.query) }),
  );
}
