import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-client';
import { dialogs } from './dialogs';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    queryMeta: QueryMeta;
    mutationMeta: QueryMeta;
  }
}

interface QueryMeta extends Record<string, unknown> {
  /** The screen shows this call's error itself (inline form errors, empty states); skip the error dialog. */
  handlesErrors?: boolean;
}

/** Every failed call not handled by its screen opens the error dialog (spec section 8). */
function showInErrorDialog(error: Error, meta: QueryMeta | undefined) {
  if (meta?.handlesErrors) return;
  if (error instanceof ApiError && error.handledGlobally) return;
  const message = errorMessage(error);
  if (!dialogs.isQueued(message)) dialogs.error(message);
}

const isClientError = (error: Error) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => showInErrorDialog(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => showInErrorDialog(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network blips and 5xx get one more try.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one client, given to the screens that use it by app/query-layout.tsx. */
export const queryClient = createQueryClient();
