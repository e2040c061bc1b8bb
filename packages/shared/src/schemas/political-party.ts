import { z } from 'zod';
import { listOf } from './common.ts';

/** Spec section 9: the political frame offers a list of 46 parties. */
export const POLITICAL_PARTY_COUNT = 46;

export const politicalPartySchema = z.object({
  id: z.string(),
  partyName: z.string(),
  abbreviation: z.string(),
  /** Uploaded by an admin; null until then (the frame shows the abbreviation instead). */
  logoUrl: z.string().nullable(),
  /** What the party picker shows, e.g. "Bharatiya Janata Party (BJP)". */
  selectLabel: z.string(),
});
export type PoliticalParty = z.infer<typeof politicalPartySchema>;

export const politicalPartyBodySchema = z.object({
  partyName: z.string().trim().min(1, 'Party name is required.').max(120),
  abbreviation: z.string().trim().min(1, 'Abbreviation is required.').max(20),
});
export type PoliticalPartyBody = z.infer<typeof politicalPartyBodySchema>;
export const politicalPartyParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const selectLabelOf = (p: { partyName: string; abbreviation: string }) =>
  `${p.partyName} (${p.abbreviation})`;

export const politicalPartyListSchema = listOf(politicalPartySchema);
