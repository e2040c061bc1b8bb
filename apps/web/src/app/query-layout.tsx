import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';

/**
 * TanStack Query for the screens under it, all but the two sign-in pages: loaded with the first of
 * them, so the login pages (which call the API with the plain client) do not wait for it (~8 KB).
 */
export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
