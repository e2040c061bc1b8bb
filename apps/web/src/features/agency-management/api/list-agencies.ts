import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AgencyListItem {
  agencyId: string;
  agencyName: string;
}

/** GET /api/v1/agency/list (superadmin). The page falls back to the caller's own agency when it fails. */
export const agencyListQuery = queryOptions({
  queryKey: ['agency', 'list'],
  queryFn: async () => {
    const data = await api.get<{ list: AgencyListItem[] } | AgencyListItem[]>(
      '/api/v1/agency/list',
      undefined,
      {
        authErrors: 'local',
      },
    );
    return Array.isArray(data) ? data : data.list;
  },
  retry: false,
  meta: { handlesErrors: true },
});
