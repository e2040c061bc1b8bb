/**
 * What the staff pages need of their queries and answers without the zod schemas that check them
 * (schemas/business.ts, card.ts, report.ts, insights.ts): a page that imported a schema module for
 * one of these would load zod, the phone-number rules and every schema those import before its first
 * screen.
 */

/** GET /api/v1/business's sortBy (All Businesses). */
export const BUSINESS_SORT_FIELDS = ['createdAt', 'businessName', 'expiryDateForCustomer'] as const;

/** Search fields of spec section 3 (All Projects' digital cards and PDF cards). */
export const CARD_SEARCH_FIELDS = [
  'cardId',
  'companyName',
  'businessName',
  'registeredPhoneNumber',
  'templateCode',
] as const;

/** The file name the reports' CSV is saved under. */
export const REPORT_FILE_NAME = 'report.csv';

/** GET /api/v1/dashboard/admin-insights's range (Insights). */
export const INSIGHT_RANGES = ['today', '7d', '30d', 'month', 'custom'] as const;
