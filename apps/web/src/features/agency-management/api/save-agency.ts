import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyBody, AgencyDetails } from '@panel/shared/schemas/agency.ts';
import { api } from '@/lib/api-client';
import { agencyDetailsQuery } from '@/lib/session';
import { agencyListQuery } from './list-agencies';

/** POST /api/v1/agency (new) or PUT (with agencyId). */
export function useSaveAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyBody) =>
      body.agency.agencyId
        ? api.put<AgencyDetails>('/api/v1/agency', body)
        : api.post<AgencyDetails>('/api/v1/agency', body),
    // The caller's own agency may have changed too (its brand and flags).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyListQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: agencyDetailsQuery.queryKey }),
      ]),
    meta: { handlesErrors: true },
  });
}

/** POST /api/v1/addAgencyAdmin {adminData} */
export const useAddAgencyAdmin = () =>
  useMutation({
    mutationFn: (adminData: { agencyId: string; name: string; phoneNumber: string; email?: string }) =>
      api.post<{ phoneNumber: string; passwordSent: boolean }>('/api/v1/addAgencyAdmin', { adminData }),
    meta: { handlesErrors: true },
  });
