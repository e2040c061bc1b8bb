import { z } from 'zod';
import { businessListQuerySchema } from './business.ts';
import { cardListQuerySchema } from './card.ts';
import { csvFormat } from './common.ts';

/**
 * GET /api/v1/reports/project-report/business and /digital-card (admin): the lists' filters; the
 * answer is CSV (saved as report.csv) when `format=csv` or `Accept: text/csv`, else one JSON page.
 */
export const businessReportQuerySchema = businessListQuerySchema.extend({ format: csvFormat });
export const digitalCardReportQuerySchema = cardListQuerySchema.extend({ format: csvFormat });
export type BusinessReportQuery = z.input<typeof businessReportQuerySchema>;
export type DigitalCardReportQuery = z.input<typeof digitalCardReportQuerySchema>;
