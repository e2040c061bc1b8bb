import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@panel/shared/schemas/dashboard.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/dashboard: the signed-in staff member's Home (agency, workspace and/or platform). */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api.get<Dashboard>('/api/v1/dashboard'),
  meta: { handlesErrors: true },
});
