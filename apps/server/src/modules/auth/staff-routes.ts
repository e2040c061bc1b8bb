import { and, count, eq, ilike, isNull, or, arrayContains, desc, sql } from 'drizzle-orm';
import { AppError, conflict, forbidden, notFound } from '@panel/shared/errors.ts';
import { staffCreateRefusal, staffEditRefusal } from '@panel/shared/staff-rules.ts';
import {
  franchiseeCreatePasswordBodySchema,
  franchiseeEditBodySchema,
  franchiseeListQuerySchema,
  franchiseeListSchema,
  franchiseeLoggedInSchema,
  franchiseeLoggedOutSchema,
  franchiseeLoginBodySchema,
  franchiseeSchema,
  franchiseeSignupBodySchema,
  franchiseeVerifyPhoneBodySchema,
  franchiseeVerifyPhoneResultSchema,
} from '@panel/shared/schemas/auth.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import { users } from '../../db/schema/index.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { consumeVerifiedChallenge, issueOtp } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSession, revokeAllSessions, startSession } from './sessions.ts';
import { activeSuperadminCount, findUser, findUserById, toFranchisee } from './users.ts';
import { containsPattern } from '../../db/like.ts';

/** Staff ("franchisee" in the spec's calls): sign-in, forgotten password, and the admin's staff list. */
export default async function staffRoutes(app: AppInstance) {
  const signInLimit = { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  app.post(
    '/api/v1/franchisee/verifyPhoneNumber',
    {
      config: { access: 'public', rateLimit: signInLimit },
      preHandler: app.identityRateLimit,
      schema: {
        body: franchiseeVerifyPhoneBodySchema,
        response: { 200: envelope(franchiseeVerifyPhoneResultSchema) },
      },
    },
    async (req, reply) => {
      const { phoneNumber, fromForgotPassword } = req.body;
      const staff = await findUser(app.db, req.agency.agencyId, 'staff', { phoneNumber });
      if (!staff || !staff.isActive) return { data: { franchiseeExist: false, otpSent: false } };
      // Staff made by an admin choose their first password through the same OTP path.
      if (!fromForgotPassword && staff.passwordHash)
        return { data: { franchiseeExist: true, otpSent: false } };
      await issueOtp(req, reply, { kind: 'staff', channel: 'sms', target: phoneNumber, purpose: 'forgot' });
      return { data: { franchiseeExist: true, otpSent: true } };
    },
  );

  app.post(
    '/api/v1/franchisee/createPassword',
    {
      config: { access: 'public', rateLimit: signInLimit },
      schema: {
        body: franchiseeCreatePasswordBodySchema,
        response: { 200: envelope(franchiseeLoggedInSchema) },
      },
    },
    async (req, reply) => {
      const challenge = await consumeVerifiedChallenge(req, reply, 'staff');
      const staff = await findUser(app.db, req.agency.agencyId, 'staff', { phoneNumber: challenge.target });
      if (!staff) throw notFound('Staff account');
      const [updated] = await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(req.body.password) })
        .where(eq(users.id, staff.id))
        .returning();
      await revokeAllSessions(app.db, staff.id);
      await startSession(app.db, req, reply, staff.id, 'staff');
      return { data: { franchiseeLoggedIn: true, franchisee: toFranchisee(updated ?? staff) } };
    },
  );

  app.post(
    '/api/v1/franchisee/login',
    {
      config: { access: 'public', rateLimit: signInLimit },
      preHandler: app.identityRateLimit,
      schema: { body: franchiseeLoginBodySchema, response: { 200: envelope(franchiseeLoggedInSchema) } },
    },
    async (req, reply) => {
      const staff = await findUser(app.db, req.agency.agencyId, 'staff', {
        phoneNumber: req.body.phoneNumber,
      });
      if (!staff) throw new AppError('UNAUTHENTICATED', 'No staff account found with this phone number.');
      if (!(await verifyPassword(staff.passwordHash, req.body.password)))
        throw new AppError('UNAUTHENTICATED', 'Incorrect password. Try again or use "Forgot password?".', {
          password: 'Incorrect password.',
        });
      if (!staff.isActive) throw new AppError('FORBIDDEN', 'This staff account has been disabled.');
      await startSession(app.db, req, reply, staff.id, 'staff');
      return { data: { franchiseeLoggedIn: true, franchisee: toFranchisee(staff) } };
    },
  );

  app.post(
    '/api/v1/franchisee/logout',
    { config: { access: 'public' }, schema: { response: { 200: envelope(franchiseeLoggedOutSchema) } } },
    async (req, reply) => {
      await endSession(app.db, req, reply);
      return { data: { franchiseeLoggedOut: true } };
    },
  );

  app.get(
    '/api/v1/franchisee',
    { config: { access: 'staff' }, schema: { response: { 200: envelope(franchiseeSchema) } } },
    async (req) => {
      const s = requireStaff(req);
      const staff = await findUserById(app.db, req.agency.agencyId, s.userId);
      if (!staff) throw notFound('Staff account');
      return { data: toFranchisee(staff) };
    },
  );

  app.get(
    '/api/v1/franchisee/list',
    {
      config: { access: 'franchiseeList' },
      schema: { querystring: franchiseeListQuerySchema, response: { 200: envelope(franchiseeListSchema) } },
    },
    async (req) => {
      const q = req.query;
      const where = and(
        eq(users.agencyId, req.agency.agencyId),
        eq(users.kind, 'staff'),
        isNull(users.deletedAt),
        q.search
          ? or(
              ilike(users.name, containsPattern(q.search)),
              ilike(users.phoneNumber, containsPattern(q.search)),
            )
          : undefined,
        q.role ? arrayContains(users.roles, [q.role]) : undefined,
      );
      const all = q.all === 'true';
      // all=true feeds pickers (e.g. "made by" filters); it is still bounded.
      const limit = all ? 1000 : q.limit;
      const offset = all ? 0 : (q.page - 1) * q.limit;
      const [rows, [total]] = await Promise.all([
        app.db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(limit).offset(offset),
        app.db.select({ n: count() }).from(users).where(where),
      ]);
      return { data: { list: rows.map(toFranchisee), total: total?.n ?? 0 } };
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
      // One edit of a superadmin at a time, so two admins cannot each demote "the other last one".
      const { staff, updated } = await app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:superadmins'))`);
        const staff = await findUserById(tx, req.agency.agencyId, franchiseeId);
        if (!staff || staff.kind !== 'staff') throw notFound('Staff member');
        const target = { userId: staff.id, roles: staff.roles, isActive: staff.isActive };
        const refusal = staffEditRefusal(s, target, changes, await activeSuperadminCount(tx));
        if (refusal) throw forbidden(refusal);
        const [updated] = await tx.update(users).set(changes).where(eq(users.id, staff.id)).returning();
        return { staff, updated };
      });
      if (changes.isActive === false || changes.roles) await revokeAllSessions(app.db, staff.id);
      return { data: toFranchisee(updated ?? staff) };
    },
  );
}
