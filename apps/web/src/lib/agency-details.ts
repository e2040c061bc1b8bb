import { useSyncExternalStore } from 'react';
import type { AgencyDetails } from '@panel/shared/schemas/agency.ts';
import { agencyFromPage } from './agency-from-page';
import { api, ApiError } from './api-client';

/**
 * The agency's public details for what every screen shares (its colour, the tab's title and icon,
 * the sign-in card), kept without TanStack Query so the sign-in pages do not load it (~8 KB of
 * brotli). Usually in index.html; otherwise asked for once. The signed-in screens read them through
 * agencyDetailsQuery (lib/session.ts), whose calls go through `fetchAgencyDetails` and so update
 * this too (Agency Management's save recolours the panel).
 */
// Read from index.html on first use, not on import (lib/session.ts is imported where there is no page).
let details: AgencyDetails | undefined;
let pending = true;
let read = false;
let inFlight: Promise<AgencyDetails> | undefined;
let asked = false;
const listeners = new Set<() => void>();

function readPage() {
  if (read) return;
  read = true;
  details = agencyFromPage();
  pending = details === undefined;
}

function settle(next: AgencyDetails | undefined) {
  read = true;
  details = next;
  pending = false;
  listeners.forEach((listener) => listener());
}

/** GET /api/v1/agency-details (one call at a time), remembered for every screen. */
export function fetchAgencyDetails(): Promise<AgencyDetails> {
  inFlight ??= api
    .get<AgencyDetails>('/api/v1/agency-details')
    .then((answer) => {
      settle(answer);
      return answer;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Branding is optional: without it the panel falls back to a spinner and the product name.
  // A 4xx will not change by asking again; a network blip or a 5xx gets one more try (as queries do).
  if (pending && !asked) {
    asked = true;
    fetchAgencyDetails()
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
        return fetchAgencyDetails();
      })
      .catch(() => settle(undefined));
  }
  return () => listeners.delete(listener);
};

/** The agency's details, and whether they are still being asked for. */
export function useAgencyDetails(): { data: AgencyDetails | undefined; isPending: boolean } {
  readPage();
  const data = useSyncExternalStore(subscribe, () => details);
  const isPending = useSyncExternalStore(subscribe, () => pending);
  return { data, isPending };
}
