import { z } from 'zod';
import { MAX_LOG_EVENTS } from '../constants.ts';
import { text } from './common.ts';

/**
 * The customer session tracker (spec sections 1, 7 "Logging" and 9): events of one browser session
 * on /customer paths, sent in batches to POST /api/v1/analytics/log (its time rules: constants.ts).
 */
export const logEventSchema = z.object({
  logEventName: text().min(1).max(80),
  sessionId: text().min(8).max(64),
  context: text().max(80).optional(),
  pageUrl: text().max(500).optional(),
  /** Small, flat details of the event; nothing personal. */
  metaData: z
    .record(z.string().max(60), z.union([z.string().max(300), z.number(), z.boolean(), z.null()]))
    .optional(),
});
export type LogEvent = z.infer<typeof logEventSchema>;

export const analyticsLogBodySchema = z.object({
  logEvents: z
    .array(logEventSchema)
    .min(1, 'Send at least one event.')
    .max(MAX_LOG_EVENTS, `Send at most ${MAX_LOG_EVENTS} events at a time.`),
});

export const analyticsLogResultSchema = z.object({ stored: z.number().int() });
