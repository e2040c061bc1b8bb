import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { isPlanActive, todayInIndia } from '@panel/shared/plans/dates.ts';
import { businessSchema } from '@panel/shared/schemas/business.ts';
import { cardListSchema } from '@panel/shared/schemas/card.ts';
import { envelope, listOf } from '@panel/shared/schemas/common.ts';
import { businessReportQuerySchema, digitalCardReportQuerySchema } from '@panel/shared/schemas/report.ts';
import { variantKey } from '@panel/shared/schemas/document.ts';
import type { AppInstance } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { businesses, cards, users } from '../../db/schema/index.ts';
import { originOf } from '../../public-card/origin.ts';
import { scopeOf } from '../businesses/access.ts';
import {
  type BusinessListRow,
  businessListWhere,
  listBusinesses,
  selectBusinesses,
} from '../businesses/service.ts';
import { cardListWhere, listCards } from '../cards/list.ts';
import { type CsvColumn, inBatches, sendCsv, wantsCsv } from './csv.ts';

const yesNo = (v: boolean, yes: string, no: string) => (v ? yes : no);

const BUSINESS_COLUMNS = (today: string): CsvColumn<BusinessListRow>[] => [
  { header: 'Business ID', value: (r) => r.business.id },
  { header: 'Business name', value: (r) => r.business.businessName },
  { header: 'Category', value: (r) => r.category?.name },
  { header: 'Owner phone', value: (r) => r.user.phoneNumber },
  { header: 'Owner e-mail', value: (r) => r.user.email },
  { header: 'Made by', value: (r) => r.business.businessMadeBy },
  { header: 'Plan', value: (r) => r.business.activePlanName },
  {
    header: 'Subscription',
    value: (r) =>
      yesNo(
        r.business.activePlanId !== null && isPlanActive(r.business.expiryDateForCustomer, today),
        'Subscribed',
        'Not Subscribed',
      ),
  },
  { header: 'Expiry', value: (r) => r.business.expiryDateForCustomer },
  { header: 'Payment', value: (r) => yesNo(r.business.paymentStatus === 1, 'Done', 'Not Done') },
  { header: 'Card no', value: (r) => r.cardNo },
  { header: 'Created', value: (r) => r.business.createdAt.toISOString() },
];

const selectCardRows = (db: Db) =>
  db
    .select({ card: cards, business: businesses, phone: users.phoneNumber })
    .from(cards)
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerUserId));
type CardRow = Awaited<ReturnType<ReturnType<typeof selectCardRows>['execute']>>[number];

const CARD_COLUMNS = (today: string, origin: string): CsvColumn<CardRow>[] => [
  { header: 'Card no', value: (r) => r.card.cardNo },
  { header: 'Card ID', value: (r) => r.card.cardId },
  { header: 'Business name', value: (r) => r.business.businessName },
  { header: 'Company name', value: (r) => r.card.basicDetails?.companyName },
  { header: 'Registered phone', value: (r) => r.phone },
  { header: 'Status', value: (r) => (r.card.status === 'active' ? 'Active' : 'InActive') },
  { header: 'Published', value: (r) => yesNo(r.card.settings.published, 'Yes', 'No') },
  { header: 'Image posts', value: (r) => (r.card.imagePostStatus === 'enabled' ? 'Enabled' : 'Disabled') },
  {
    header: 'Subscription',
    value: (r) =>
      yesNo(
        r.business.activePlanId !== null && isPlanActive(r.business.expiryDateForCustomer, today),
        'Subscribed',
        'Not Subscribed',
      ),
  },
  { header: 'Expiry', value: (r) => r.business.expiryDateForCustomer },
  { header: 'Made by', value: (r) => r.business.businessMadeBy },
  { header: 'Public URL', value: (r) => `${origin}/${r.card.cardId}` },
  { header: 'Created', value: (r) => r.card.createdAt.toISOString() },
];

/** Reports (admin): the All Businesses and All Projects lists with their filters, as CSV when asked. */
export default async function reportRoutes(app: AppInstance) {
  const mediaUrl = (ref: string) => app.storage.url(variantKey(ref, 160));

  app.get(
    '/api/v1/reports/project-report/business',
    {
      config: { access: 'report' },
      schema: { querystring: businessReportQuerySchema, response: { 200: envelope(listOf(businessSchema)) } },
    },
    async (req, reply) => {
      const scope = scopeOf(req);
      const { format, ...q } = req.query;
      if (!wantsCsv(req, format))
        return { data: await listBusinesses(app.db, scope, q, mediaUrl, app.keptRead) };
      const today = todayInIndia();
      const where = businessListWhere(scope, q, today);
      // The primary key orders the keyset pages: an index walk per page, never a sort of the table.
      const rows = inBatches(
        (after: string | null, limit) =>
          selectBusinesses(app.db)
            .where(and(where, after ? gt(businesses.id, after) : undefined))
            .orderBy(asc(businesses.id))
            .limit(limit),
        (r) => r.business.id,
      );
      return sendCsv(reply, rows, BUSINESS_COLUMNS(today));
    },
  );

  app.get(
    '/api/v1/reports/project-report/digital-card',
    {
      config: { access: 'report' },
      schema: { querystring: digitalCardReportQuerySchema, response: { 200: envelope(cardListSchema) } },
    },
    async (req, reply) => {
      const scope = scopeOf(req);
      const { format, ...q } = req.query;
      const origin = originOf(req);
      if (!wantsCsv(req, format)) return { data: await listCards(app.db, scope, q, origin, app.keptRead) };
      const today = todayInIndia();
      const where = cardListWhere(scope, q, today);
      const rows = inBatches(
        (after: number | null, limit) =>
          selectCardRows(app.db)
            .where(and(where, isNull(businesses.deletedAt), after ? gt(cards.cardNo, after) : undefined))
            .orderBy(asc(cards.cardNo))
            .limit(limit),
        (r) => r.card.cardNo,
      );
      return sendCsv(reply, rows, CARD_COLUMNS(today, origin));
    },
  );
}
