/**
 * How both bells (staff and customer) fetch: every minute while the tab is visible, again on focus,
 * and quietly: a bell that cannot load stays usable and empty, with no error dialog or retries.
 */
export const bellPolling = {
  refetchInterval: 60_000,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  // Always stale, so coming back to the tab refetches even within the app's default 30 s freshness.
  staleTime: 0,
  meta: { handlesErrors: true },
  retry: false,
} as const;
