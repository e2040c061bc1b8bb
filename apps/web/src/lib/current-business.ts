import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Address } from '@panel/shared/schemas/business.ts';
import { ApiError, api } from './api-client';
import { takeFirstAnswer } from './first-answers';

/** What the shell needs of a business; the businesses feature owns the full schema. */
export interface BusinessSummary {
  businessId: string;
  businessName: string;
  category: { name: string } | null;
  /** Printed on greeting frames when the card has no address. */
  address?: Partial<Address> | null;
}

export const businessesByUserQuery = queryOptions({
  queryKey: ['businesses', 'by-user'],
  queryFn: async () => {
    try {
      const data = await api.get<{ list: BusinessSummary[] }>('/api/v1/business/getBusinessesByUser');
      return data.list;
    } catch (error) {
      // A customer with no business yet is a normal state, not an error.
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  },
  initialData: () =>
    takeFirstAnswer<{ list: BusinessSummary[] }>('/api/v1/business/getBusinessesByUser')?.list,
  meta: { handlesErrors: true },
});

const KEY = 'selectedBusinessId';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const readSelected = () => localStorage.getItem(KEY);

export function selectBusiness(businessId: string) {
  localStorage.setItem(KEY, businessId);
  listeners.forEach((l) => l());
}

/** The business the customer works on: the one picked in the top bar, else their first. */
export const currentOf = <B extends BusinessSummary>(businesses: readonly B[], selectedId = readSelected()) =>
  businesses.find((b) => b.businessId === selectedId) ?? businesses[0] ?? null;

export function useCurrentBusiness() {
  const { data: businesses = [], isPending } = useQuery(businessesByUserQuery);
  const selectedId = useSyncExternalStore(subscribe, readSelected);
  return { businesses, current: currentOf(businesses, selectedId), isPending };
}
