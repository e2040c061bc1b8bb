import { and, arrayContains, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, forbidden, notFound } from '@panel/shared/errors.ts';
import { staffCreateRefusal, staffEditRefusal } from '@panel/shared/staff-rules.ts';
import {
  franchiseeEditBodySchema,
  franchiseeListQuerySchema,
  franchiseeListSchema,
  type FranchiseeList,
  franchiseeResetPasswordBodySchema,
  franchiseeResetPasswordSchema,
  franchiseeSchema,
  franchiseeSignupBodySchema,
} from '@panel/shared/schemas/auth.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { hashPassword, randomPassword } from '../auth/passwords.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { activeSuperadminCount, findUser, findUserById, toFranchisee, type UserRow } from '../auth/users.ts';
import { allPages, type CsvColumn, rupees, sendCsv, wantsCsv } from '../reports/csv.ts';
import { salesByStaff } from './sales.ts';
import { smsTexts } from '../../i18n/sms.ts';

const liveStaff = (agencyId: string) =>
  and(eq(users.agencyId, agencyId), eq(users.kind, 'staff'), isNull(users.deletedAt));

/**
 * Loads a staff member and checks the change against the who-may-edit-whom rule (staff-rules.ts),
 * under one advisory lock so two admins cannot each demote "the other last" superadmin.
 */
async function editableStaff<T>(
  db: Db,
  agencyId: string,
  actor: { userId: string; roles: string[] },
  staffId: string,
  change: { roles?: string[]; isActive?: boolean },
  write: (tx: Tx, staff: UserRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:superadmins'))`);
    const staff = await findUserById(tx, agencyId, staffId);
    if (!staff || staff.kind !== 'staff') throw notFound('Staff member');
    const target = { userId: staff.id, roles: staff.roles, isActive: staff.isActive };
    const refusal = staffEditRefusal(actor, target, change, await activeSuperadminCount(tx));
    if (refusal) throw forbidden(refusal);
    return write(tx, staff);
  });
}

/** Staff e-mails are unique per agency (users_email_uq): say so instead of failing on the index. */
async function assertEmailFree(
  db: Db,
  agencyId: string,
  email: string | null | undefined,
  self: string | null,
) {
  if (!email) return;
  const holder = await findUser(db, agencyId, 'staff', { email });
  if (holder && holder.id !== self) throw conflict('A staff member with this e-mail already exists.');
}

type FranchiseeListQuery = Omit<z.output<typeof franchiseeListQuerySchema>, 'format'>;

/** A page of the agency's staff with what each sold (customers, cards, sales this India month). */
async function listFranchisees(db: Db, agencyId: string, q: FranchiseeListQuery): Promise<FranchiseeList> {
  const where = and(
    liveStaff(agencyId),
    q.search
      ? or(ilike(users.name, containsPattern(q.search)), ilike(users.phoneNumber, containsPattern(q.search)))
      : undefined,
    q.role ? arrayContains(users.roles, [q.role]) : undefined,
    q.status ? eq(users.isActive, q.status === 'active') : undefined,
  );
  const all = q.all === 'true';
  // all=true feeds pickers (e.g. "made by" filters); it is still bounded.
  const limit = all ? 1000 : q.limit;
  const offset = all ? 0 : (q.page - 1) * q.limit;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const sales = await salesByStaff(
    db,
    agencyId,
    rows.map((r) => r.id),
  );
  const list = rows.map((r) => {
    const s = sales.get(r.id);
    return {
      ...toFranchisee(r),
      customers: s?.customers ?? 0,
      cards: s?.cards ?? 0,
      salesThisMonth: s?.salesThisMonth ?? 0,
    };
  });
  return { list, total: total?.n ?? 0 };
}

const FRANCHISEE_COLUMNS: CsvColumn<FranchiseeList['list'][number]>[] = [
  { header: 'Name', value: (f) => f.name },
  { header: 'Phone', value: (f) => f.phoneNumber },
  { header: 'E-mail', value: (f) => f.email },
  { header: 'Roles', value: (f) => f.roles.join(' ') },
  { header: 'Permissions', value: (f) => f.permissions.join(' ') },
  { header: 'Status', value: (f) => (f.isActive ? 'Active' : 'InActive') },
  { header: 'Customers', value: (f) => f.customers },
  { header: 'Cards', value: (f) => f.cards },
  { header: 'Sales this month (₹)', value: (f) => rupees(f.salesThisMonth) },
  { header: 'Joined', value: (f) => f.createdAt },
];

/** Franchisee List (admin): the agency's staff with what they sold, sign-up, edit and password reset. */
export default async function franchiseeRoutes(app: AppInstance) {
  app.get(
    '/api/v1/franchisee/list',
    {
      config: { access: 'franchiseeList' },
      schema: { querystring: franchiseeListQuerySchema, response: { 200: envelope(franchiseeListSchema) } },
    },
    async (req, reply) => {
      const { format, ...q } = req.query;
      const agencyId = req.agency.agencyId;
      if (!wantsCsv(req, format)) return { data: await listFranchisees(app.db, agencyId, q) };
      const rows = allPages((page, limit) =>
        listFranchisees(app.db, agencyId, { ...q, all: undefined, page, limit }),
      );
      return sendCsv(reply, rows, FRANCHISEE_COLUMNS);
    },
  );

  app.post(
    '/api/v1/franchisee/signup',
    {
      config: { access: 'franchiseeList' },
      schema: { body: franchiseeSignupBodySchema, response: { 200: envelope(franchiseeSchema) } },
    },
    async (req) => {
      const s = requireStaff(req);
      const b = req.body;
      const refusal = staffCreateRefusal(s, b.roles);
      if (refusal) throw forbidden(refusal);
      if (await findUser(app.db, req.agency.agencyId, 'staff', { phoneNumber: b.phoneNumber }))
        throw conflict('A staff member with this phone number already exists.');
      await assertEmailFree(app.db, req.agency.agencyId, b.email, null);
      const [created] = await app.db
        .insert(users)
        .values({
          agencyId: req.agency.agencyId,
          kind: 'staff',
          phoneNumber: b.phoneNumber,
          name: b.name,
          email: b.email ?? null,
          roles: b.roles,
          permissions: b.permissions,
          hideBilling: b.hideBilling,
          passwordHash: b.password ? await hashPassword(b.password, app.config) : null,
          createdByUserId: s.userId,
        })
        .returning();
      if (!created) throw new Error('staff row missing after insert');
      return { data: toFranchisee(created) };
    },
  );

  app.post(
    '/api/v1/franchisee/edit',
    {
      config: { access: 'franchiseeList' },
      schema: { body: franchiseeEditBodySchema, response: { 200: envelope(franchiseeSchema) } },
    },
    async (req) => {
      const s = requireStaff(req);
      const { franchiseeId, ...changes } = req.body;
      await assertEmailFree(app.db, req.agency.agencyId, changes.email, franchiseeId);
      const { staff, updated } = await editableStaff(
        app.db,
        req.agency.agencyId,
        s,
        franchiseeId,
        changes,
        async (tx, staff) => {
          const [updated] = await tx.update(users).set(changes).where(eq(users.id, staff.id)).returning();
          return { staff, updated };
        },
      );
      // New roles or a disabled account take effect at once, on every device.
      if (changes.isActive === false || changes.roles) await revokeAllSessions(app.db, staff.id);
      return { data: toFranchisee(updated ?? staff) };
    },
  );

  app.post(
    '/api/v1/franchisee/resetPassword',
    {
      config: { access: 'franchiseeList' },
      schema: {
        body: franchiseeResetPasswordBodySchema,
        response: { 200: envelope(franchiseeResetPasswordSchema) },
      },
    },
    async (req) => {
      const s = requireStaff(req);
      const password = randomPassword();
      const passwordHash = await hashPassword(password, app.config);
      const staff = await editableStaff(
        app.db,
        req.agency.agencyId,
        s,
        req.body.franchiseeId,
        {},
        async (tx, staff) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, staff.id));
          return staff;
        },
      );
      await revokeAllSessions(app.db, staff.id);
      // Staff sign in by phone, so every staff member has one; the password goes there by SMS.
      await app.messenger.send({
        to: staff.phoneNumber ?? '',
        channel: 'sms',
        text: smsTexts(staff.preference.language).newStaffPassword(req.agency.agencyName, password),
      });
      return { data: { passwordSent: true } };
    },
  );
}
