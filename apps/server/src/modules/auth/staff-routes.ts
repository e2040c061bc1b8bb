import { eq } from 'drizzle-orm';
import { AppError, notFound } from '@panel/shared/errors.ts';
import {
  franchiseeCreatePasswordBodySchema,
  franchiseeLoggedInSchema,
  franchiseeLoggedOutSchema,
  franchiseeLoginBodySchema,
  franchiseeSchema,
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
import { findUser, findUserById, toFranchisee } from './users.ts';

/** Staff ("franchisee" in the spec's calls): sign-in and forgotten password. The list is modules/franchisees. */
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
        .set({ passwordHash: await hashPassword(req.body.password, app.config) })
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
}
