import type { QueryClient } from '@tanstack/react-query';

/** The customer's bell query key: the shell reads it, purchases refresh it (their news is in it). */
export const CUSTOMER_NOTIFICATIONS_KEY = ['customer-notifications'] as const;

/** After a purchase the bell shows its "payment received" at once, not at the next poll. */
export const refreshCustomerBell = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CUSTOMER_NOTIFICATIONS_KEY });
