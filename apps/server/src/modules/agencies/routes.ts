import { and, eq, isNull } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '@panel/shared/errors.ts';
import {
  AGENCY_TEXTS,
  addAgencyAdminBodySchema,
  addAgencyAdminResultSchema,
  agencyBodySchema,
  agencyDetailsSchema,
  agencyListQuerySchema,
  agencyListSchema,
} from '@panel/shared/schemas/agency.ts';
import { defaultReceiptDetails, receiptDetailsSchema } from '@panel/shared/schemas/account.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import { agencies, users } from '../../db/schema/index.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { hashPassword, randomPassword } from '../auth/passwords.ts';
import { agencyDetails, listAgencies, saveAgency } from './service.ts';
import { smsTexts } from '../../i18n/sms.ts';

export default async function agencyRoutes(app: AppInstance) {
  /** Public: the login screens need the agency's name, logo and product flags before anyone signs in. */
  app.get(
    '/api/v1/agency-details',
    { config: { access: 'public' }, schema: { response: { 200: envelope(agencyDetailsSchema) } } },
    async (req) => ({ data: await agencyDetails(app.db, req.agency) }),
  );

  /** Agency Management's chooser (superadmin: the platform's agencies, each with its bill). */
  app.get(
    '/api/v1/agency/list',
    {
      config: { access: 'agencyManagement' },
      schema: { querystring: agencyListQuerySchema, response: { 200: envelope(agencyListSchema) } },
    },
    async (req) => ({ data: await listAgencies(app.db, req.query) }),
  );

  /**
   * The platform creates and changes white-label agencies (Agency Management). A change is served at
   * once: the write drops every instance's memory of hosts and pages (plugins/memory-caches.ts).
   */
  const agencyRoute = { access: 'agencyManagement' } as const;
  const agencySchema = { body: agencyBodySchema, response: { 200: envelope(agencyDetailsSchema) } };
  app.post('/api/v1/agency', { config: agencyRoute, schema: agencySchema }, async (req) => {
    const { agencyId: _createsNew, ...agency } = req.body.agency;
    return { data: await saveAgency(app.db, app.storage, agency) };
  });
  app.put('/api/v1/agency', { config: agencyRoute, schema: agencySchema }, async (req) => {
    if (!req.body.agency.agencyId)
      throw badRequest('Say which agency to change.', { agencyId: 'Say which agency to change.' });
    return { data: await saveAgency(app.db, app.storage, req.body.agency) };
  });

  /** What the agency prints on its customers' receipts; its admins keep it beside their plans. */
  const receiptRoute = { access: 'plansPricing' } as const;
  app.get(
    '/api/v1/agency/receipt-details',
    { config: receiptRoute, schema: { response: { 200: envelope(receiptDetailsSchema) } } },
    async (req) => {
      const [row] = await app.db
        .select({ details: agencies.receiptDetails })
        .from(agencies)
        .where(eq(agencies.id, req.agency.agencyId));
      return { data: row?.details ?? { ...defaultReceiptDetails(), legalName: req.agency.agencyName } };
    },
  );
  app.put(
    '/api/v1/agency/receipt-details',
    {
      config: receiptRoute,
      schema: { body: receiptDetailsSchema, response: { 200: envelope(receiptDetailsSchema) } },
    },
    async (req) => {
      await app.db
        .update(agencies)
        .set({ receiptDetails: req.body })
        .where(eq(agencies.id, req.agency.agencyId));
      return { data: req.body };
    },
  );

  /** An agency's admin, who signs in on the agency's host; the password goes to their phone by SMS. */
  app.post(
    '/api/v1/addAgencyAdmin',
    {
      config: agencyRoute,
      schema: { body: addAgencyAdminBodySchema, response: { 200: envelope(addAgencyAdminResultSchema) } },
    },
    async (req) => {
      const s = requireStaff(req);
      const { agencyId, name, phoneNumber, email } = req.body.adminData;
      const [agency] = await app.db
        .select({ name: agencies.name, configuration: agencies.configuration })
        .from(agencies)
        .where(eq(agencies.id, agencyId));
      if (!agency) throw notFound('Agency');
      const [existing] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.agencyId, agencyId),
            eq(users.kind, 'staff'),
            eq(users.phoneNumber, phoneNumber),
            isNull(users.deletedAt),
          ),
        );
      if (existing) throw conflict(AGENCY_TEXTS.adminExists);
      const password = randomPassword();
      const [created] = await app.db
        .insert(users)
        .values({
          agencyId,
          kind: 'staff',
          phoneNumber,
          name,
          email: email ?? null,
          roles: ['admin'],
          passwordHash: await hashPassword(password, app.config),
          createdByUserId: s.userId,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('admin row missing after insert');
      await app.messenger.send({
        to: phoneNumber,
        channel: 'sms',
        // A new admin has chosen no language yet: the agency's own default.
        text: smsTexts(agency.configuration.language.defaultLanguage).newAgencyAdmin(agency.name, password),
      });
      return { data: { userId: created.id, agencyId, phoneNumber, passwordSent: true } };
    },
  );
}
