import { z } from 'zod';
import { businessListQuerySchema } from './business.ts';
import { cardListQuerySchema } from './card.ts';

/**
 * GET /api/v1/reports/project-report/business and /digital-card (admin): the lists' filters; the
 * answer is CSV (saved as report.csv) when `format=csv` or `Accept: text/csv`, else one JSON page.
 */
export const REPORT_FILE_NAME = 'report.csv';
const format = z.enum(['csv', 'json'], { error: 'Choose csv or json.' }).optional();

export const businessReportQuerySchema = businessListQuerySchema.extend({ format });
export const digitalCardReportQuerySchema = cardListQuerySchema.extend({ format });
export type BusinessReportQuery = z.input<typeof businessReportQuerySchema>;
export type DigitalCardReportQuery = z.input<typeof digitalCardReportQuerySchema>;
