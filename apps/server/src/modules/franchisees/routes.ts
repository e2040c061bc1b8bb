import { and, arrayContains, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { AppError, conflict, notFound } from '@panel/shared/errors.ts';
import { staffChangeRefusal } from '@panel/shared/roles.ts';
import {
  franchiseeEditBodySchema,
  franchiseeListQuerySchema,
  franchiseeListSchema,
  franchiseeResetPasswordBodySchema,
  franchiseeResetPasswordSchema,
  franchiseeSchema,
  franchiseeSignupBodySchema,
} from '@panel/shared/schemas/auth.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { hashPassword, randomPassword } from '../auth/passwords.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { findUser, findUserById, toFranchisee } from '../auth/users.ts';
import { salesByStaff } from './sales.ts';

const liveStaff = (agencyId: string) =>
  and(eq(users.agencyId, agencyId), eq(users.kind, 'staff'), isNull(users.deletedAt));

async function activeSuperadmins(db: Db, agencyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(liveStaff(agencyId), eq(users.isActive, true), arrayContains(users.roles, ['superadmin'])));
  return row?.n ?? 0;
}

/** The one gate of every staff write (roles.ts `staffChangeRefusal`): 403 with its words. */
async function assertStaffChange(
  db: Db,
  agencyId: string,
  actor: { userId: string; roles: string[] },
  target: { id: string; roles: string[]; isActive: boolean } | null,
  next: { roles?: string[]; isActive?: boolean },
) {
  const refusal = staffChangeRefusal({
    actor,
    target: target && { userId: target.id, roles: target.roles, isActive: target.isActive },
    next,
    activeSuperadmins: await activeSuperadmins(db, agencyId),
  });
  if (refusal) throw new AppError('FORBIDDEN', refusal);
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

/** Franchisee List (admin): the agency's staff with what they sold, sign-up, edit and password reset. */
export default async function franchiseeRoutes(app: AppInstance) {
  app.get(
    '/api/v1/franchisee/list',
    {
      config: { access: 'franchiseeList' },
      schema: { querystring: franchiseeListQuerySchema, response: { 200: envelope(franchiseeListSchema) } },
    },
    async (req) => {
      const q = req.query;
      const where = and(
        liveStaff(req.agency.agencyId),
        q.search
          ? or(
              ilike(users.name, containsPattern(q.search)),
              ilike(users.phoneNumber, containsPattern(q.search)),
            )
          : undefined,
        q.role ? arrayContains(users.roles, [q.role]) : undefined,
        q.status ? eq(users.isActive, q.status === 'active') : undefined,
      );
      const all = q.all === 'true';
      // all=true feeds pickers (e.g. "made by" filters); it is still bounded.
      const limit = all ? 1000 : q.limit;
      const offset = all ? 0 : (q.page - 1) * q.limit;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset),
        app.db.select({ n: count() }).from(users).where(where),
      ]);
      const sales = await salesByStaff(
        app.db,
        req.agency.agencyId,
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
      return { data: { list, total: total?.n ?? 0 } };
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
      await assertStaffChange(app.db, req.agency.agencyId, s, null, { roles: b.roles });
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
          passwordHash: b.password ? await hashPassword(b.password) : null,
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
      const staff = await findUserById(app.db, req.agency.agencyId, franchiseeId);
      if (!staff || staff.kind !== 'staff') throw notFound('Staff member');
      await assertStaffChange(app.db, req.agency.agencyId, s, staff, changes);
      await assertEmailFree(app.db, req.agency.agencyId, changes.email, staff.id);
      const [updated] = await app.db.update(users).set(changes).where(eq(users.id, staff.id)).returning();
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
      const staff = await findUserById(app.db, req.agency.agencyId, req.body.franchiseeId);
      if (!staff || staff.kind !== 'staff' || !staff.phoneNumber) throw notFound('Staff member');
      await assertStaffChange(app.db, req.agency.agencyId, s, staff, {});
      const password = randomPassword();
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, staff.id));
      await revokeAllSessions(app.db, staff.id);
      await app.messenger.send({
        to: staff.phoneNumber,
        channel: 'sms',
        text: `Your new ${req.agency.agencyName} staff password is ${password}. Log in and change it with "Forgot password?".`,
      });
      return { data: { passwordSent: true } };
    },
  );
}
