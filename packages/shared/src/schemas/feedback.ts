import { z } from 'zod';
import { calendarDateSchema, deletedSchema, listOf, pageQuerySchema, text } from './common.ts';
import { uploadRefSchema } from './document.ts';

/** Feedback from customers (spec section 3 "Feedback list: {total, list}", section 7 "Other"). */
export const FEEDBACK_TEXTS = {
  thanks: 'Thank you for your feedback.',
  rating: 'Choose a rating from 1 to 5 stars.',
} as const;

export const feedbackBodySchema = z.object({
  rating: z
    .number({ error: FEEDBACK_TEXTS.rating })
    .int(FEEDBACK_TEXTS.rating)
    .min(1, FEEDBACK_TEXTS.rating)
    .max(5, FEEDBACK_TEXTS.rating),
  text: text().max(2000, 'Keep your feedback within 2000 characters.').default(''),
  /** An uploaded screenshot (POST /api/v1/document/uploadDoc, hierarchy feedback/image). */
  screenshot: uploadRefSchema.nullable().default(null),
  /** The panel page it was sent from. */
  pageUrl: text().max(500).default(''),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackSchema = z.object({
  feedbackId: z.string(),
  rating: z.number().int(),
  text: z.string(),
  screenshotUrl: z.string().nullable(),
  pageUrl: z.string(),
  customerName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackListSchema = listOf(feedbackSchema);
export const feedbackQuerySchema = pageQuerySchema.extend({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  search: text().max(100).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
export const feedbackDeleteQuerySchema = z.object({ feedbackId: text().min(1).max(64) });
export const feedbackDeletedSchema = deletedSchema('feedbackId');
