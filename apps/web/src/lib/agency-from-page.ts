import { AGENCY_DETAILS_ELEMENT_ID } from '@panel/shared/constants.ts';
import type { AgencyDetails } from '@panel/shared/schemas/agency.ts';

/**
 * The agency's public details as the server put them in index.html (apps/server/src/web-app.ts,
 * the answer of GET /api/v1/agency-details), so the first screen needs no call for them. Undefined
 * when the page has none (the Vite dev server, a host no agency has): the app asks the API then.
 */
export function agencyFromPage(): AgencyDetails | undefined {
  const text = document.getElementById(AGENCY_DETAILS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as AgencyDetails;
  } catch {
    return undefined;
  }
}
