import { dashboardSchema } from '@panel/shared/schemas/dashboard.ts';
import { insightsQuerySchema, insightsSchema } from '@panel/shared/schemas/insights.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { scopeOf } from '../businesses/access.ts';
import { agencyFigures, platform, workspace } from './figures.ts';
import { insights, rangeDates } from './insights.ts';

/** Home per role (GET /api/v1/dashboard) and Insights (GET /api/v1/dashboard/admin-insights). */
export default async function dashboardRoutes(app: AppInstance) {
  app.get(
    '/api/v1/dashboard',
    { config: { access: 'staff' }, schema: { response: { 200: envelope(dashboardSchema) } } },
    async (req) => {
      const s = requireStaff(req);
      const isAdmin = s.roles.includes('admin');
      const isSuper = s.roles.includes('superadmin');
      // Admins work from the agency's figures; everyone else (franchisee, creator, all-card) from
      // their workspace. A superadmin also sees the platform.
      const [agency, work, plat] = await Promise.all([
        isAdmin ? agencyFigures(app.db, req.agency.agencyId) : null,
        isAdmin || isSuper ? null : workspace(app.db, scopeOf(req)),
        isSuper ? platform(app.db) : null,
      ]);
      return { data: { agency, workspace: work, platform: plat } };
    },
  );

  app.get(
    '/api/v1/dashboard/admin-insights',
    {
      config: { access: 'insights' },
      schema: { querystring: insightsQuerySchema, response: { 200: envelope(insightsSchema) } },
    },
    async (req) => {
      const { from, to } = rangeDates(req.query);
      return { data: await insights(app.db, req.agency.agencyId, from, to) };
    },
  );
}
