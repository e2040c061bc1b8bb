import { z } from 'zod';
import { isValidGstin } from '../gstin.ts';
import { emailSchema, passwordSchema } from './auth.ts';
import { listOf, secretText, text } from './common.ts';
import { PAYMENT_KINDS, PURCHASE_TYPES } from './payment.ts';

/** PUT /api/v1/user: the customer's own name and e-mail. A foreign customer signs in by e-mail, so
 * changing it needs their current password. */
export const updateUserBodySchema = z.object({
  name: text().max(100, 'Name must be at most 100 characters.').nullable(),
  email: emailSchema.nullable(),
  currentPassword: secretText().max(128).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /api/v1/user/change-password: other devices are signed out, this one stays. */
export const changePasswordBodySchema = z.object({
  currentPassword: secretText({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(128),
  newPassword: passwordSchema,
});
export const passwordChangedSchema = z.object({ passwordChanged: z.boolean() });

/** POST /api/v1/user/logout-all-devices: every session of the user ends, this one included. */
export const loggedOutEverywhereSchema = z.object({ sessionsEnded: z.number().int() });

/** GET /api/v1/payment/history: the customer's payments across their businesses, newest first. */
export const paymentHistoryItemSchema = z.object({
  recordNo: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  purchaseType: z.enum(PURCHASE_TYPES),
  businessName: z.string().nullable(),
  planName: z.string().nullable(),
  /** Paise. */
  amount: z.number().int(),
  paidAt: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  cancelled: z.boolean(),
  isFreeTrialPlan: z.boolean(),
  razorpayPaymentId: z.string().nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export const paymentHistorySchema = listOf(paymentHistoryItemSchema);

const GSTIN_MESSAGE = 'Enter a valid 15-character GSTIN, for example 27AAPFU0939F1ZV.';

/**
 * What an agency prints on its customers' payment receipts. With a GSTIN the receipt is a tax invoice
 * showing the GST included in the price; without one it is a plain receipt.
 */
export const receiptDetailsSchema = z.object({
  legalName: text().max(120, 'Legal name must be at most 120 characters.'),
  address: text().max(300, 'Address must be at most 300 characters.'),
  gstin: text()
    .toUpperCase()
    .refine((v) => v === '' || isValidGstin(v), GSTIN_MESSAGE),
  /** GST included in plan prices, in percent (18 for digital services). */
  gstRatePercent: z.number({ error: 'Enter the GST rate in percent.' }).int().min(0).max(28),
});
export type ReceiptDetails = z.infer<typeof receiptDetailsSchema>;
export const defaultReceiptDetails = (): ReceiptDetails => ({
  legalName: '',
  address: '',
  gstin: '',
  gstRatePercent: 18,
});
