import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SslStatus } from '@panel/shared/schemas/ssl.ts';
import { api } from '@/lib/api-client';

/** While a host's certificate is being ordered the CA is checking it: seconds to a minute. */
const POLL_MS = 3000;
const anyPending = (s: SslStatus | undefined) => s?.hosts.some((h) => h.status === 'pending') ?? false;

/** GET /api/v1/agency/ssl?agencyId: each host's certificate, polled while any is pending. */
export const sslStatusQuery = (agencyId: string) =>
  queryOptions({
    queryKey: ['agency', 'ssl', agencyId],
    queryFn: () => api.get<SslStatus>('/api/v1/agency/ssl', { agencyId }),
    refetchInterval: (query) => (anyPending(query.state.data) ? POLL_MS : false),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** POST /api/v1/createSsl {agencyId}: its answer is the new status (hosts pending or skipped). */
export function useCreateSsl(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SslStatus>('/api/v1/createSsl', { agencyId }),
    onSuccess: (status) => queryClient.setQueryData(sslStatusQuery(agencyId).queryKey, status),
  });
}
