import { queryOptions } from '@tanstack/react-query';
import type { AgencyListItem } from '@panel/shared/schemas/agency.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/agency/list: every agency for a superadmin. The page falls back to the caller's own agency when it fails. */
export const agencyListQuery = queryOptions({
  queryKey: ['agency', 'list'],
  queryFn: async () =>
    (
      await api.get<{ list: AgencyListItem[]; total: number }>(
        '/api/v1/agency/list',
        { limit: 100 },
        // A refusal here only narrows the chooser; it must not sign the person out.
        { authErrors: 'local' },
      )
    ).list,
  retry: false,
  meta: { handlesErrors: true },
});
