import { eq } from 'drizzle-orm';
import { AppError, notFound } from '@panel/shared/errors.ts';
import {
  createPasswordBodySchema,
  loginBodySchema,
  otpSentSchema,
  otpVerifiedSchema,
  passwordSentSchema,
  regenerateRandomPasswordBodySchema,
  userDeletedSchema,
  userLoggedInSchema,
  userLoggedOutSchema,
  userPreferenceBodySchema,
  userSchema,
  verifyOtpBodySchema,
  verifyUserBodySchema,
  verifyUserResultSchema,
} from '@panel/shared/schemas/auth.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import { requireCustomer, requireSession } from '../../plugins/auth.ts';
import { smsTexts } from '../../i18n/sms.ts';
import { customerSignedUp } from '../notifications/notices.ts';
import { notify } from '../notifications/service.ts';
import { softDeleteBusinesses } from '../businesses/service.ts';
import { businesses, users } from '../../db/schema/index.ts';
import { consumeVerifiedChallenge, issueOtp, resendOtp, verifyOtp } from './otp.ts';
import { hashPassword, randomPassword, verifyPassword } from './passwords.ts';
import { endSession, revokeAllSessions, startSession } from './sessions.ts';
import { findUser, findUserById, recordEvent, toUser } from './users.ts';

/** Customer sign-up, sign-in and account calls, and the OTP calls staff share (spec section 7 "Auth"). */
export default async function authRoutes(app: AppInstance) {
  const signInLimit = { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  app.post(
    '/api/v1/verifyUser',
    {
      config: { access: 'public', rateLimit: signInLimit },
      preHandler: app.identityRateLimit,
      schema: { body: verifyUserBodySchema, response: { 200: envelope(verifyUserResultSchema) } },
    },
    async (req, reply) => {
      const { fromForgotPassword, ...identity } = req.body;
      const user = await findUser(app.db, req.agency.agencyId, 'customer', identity);
      const channel = identity.email !== undefined ? 'email' : 'sms';
      const target = identity.email ?? identity.phoneNumber ?? '';
      if (fromForgotPassword && !user)
        throw notFound(
          channel === 'email' ? 'An account with this e-mail' : 'An account with this phone number',
        );
      // Accounts made by staff have no password yet: the OTP path lets their owner choose one.
      if (user && user.passwordHash && !fromForgotPassword)
        return { data: { userExist: true, otpSent: false } };
      await issueOtp(req, reply, { kind: 'customer', channel, target, purpose: user ? 'forgot' : 'signup' });
      return { data: { userExist: Boolean(user), otpSent: true } };
    },
  );

  app.post(
    '/api/v1/verifyOtp',
    {
      config: { access: 'public', rateLimit: signInLimit },
      schema: { body: verifyOtpBodySchema, response: { 200: envelope(otpVerifiedSchema) } },
    },
    async (req) => {
      await verifyOtp(req, req.body.otp);
      return { data: { otpVerified: true } };
    },
  );

  app.post(
    '/api/v1/resendOtp',
    {
      config: { access: 'public', rateLimit: signInLimit },
      schema: { response: { 200: envelope(otpSentSchema) } },
    },
    async (req) => {
      await resendOtp(req);
      return { data: { otpSent: true } };
    },
  );

  app.post(
    '/api/v1/createPassword',
    {
      config: { access: 'public', rateLimit: signInLimit },
      schema: { body: createPasswordBodySchema, response: { 200: envelope(userLoggedInSchema) } },
    },
    async (req, reply) => {
      const challenge = await consumeVerifiedChallenge(req, reply, 'customer');
      const agencyId = req.agency.agencyId;
      const identity =
        challenge.channel === 'email' ? { email: challenge.target } : { phoneNumber: challenge.target };
      const passwordHash = await hashPassword(req.body.password, app.config);
      let user = await findUser(app.db, agencyId, 'customer', identity);
      const isNewAccount = !user;
      if (user) {
        [user] = await app.db.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning();
        await revokeAllSessions(app.db, user?.id ?? '');
      } else {
        [user] = await app.db
          .insert(users)
          .values({
            agencyId,
            kind: 'customer',
            ...identity,
            isForeignUser: challenge.channel === 'email',
            passwordHash,
          })
          .returning();
      }
      if (!user) throw new Error('user row missing after write');
      await startSession(app.db, req, reply, user.id, 'customer');
      if (!req.body.fromForgotPassword && challenge.purpose === 'signup') {
        await recordEvent(app.db, {
          agencyId,
          userId: user.id,
          name: 'sign_up',
          data: { channel: challenge.channel },
        });
        // Staff may have made the account meanwhile; only a new account is a new customer.
        if (isNewAccount) await notify(app.db, customerSignedUp(agencyId, identity), req.log);
      }
      return { data: { userLoggedIn: true, user: toUser(user, req.agency.configuration) } };
    },
  );

  app.post(
    '/api/v1/login',
    {
      config: { access: 'public', rateLimit: signInLimit },
      preHandler: app.identityRateLimit,
      schema: { body: loginBodySchema, response: { 200: envelope(userLoggedInSchema) } },
    },
    async (req, reply) => {
      const { password, ...identity } = req.body;
      const user = await findUser(app.db, req.agency.agencyId, 'customer', identity);
      if (!user)
        throw new AppError(
          'UNAUTHENTICATED',
          identity.email !== undefined
            ? 'No account found with this e-mail. Sign up to continue.'
            : 'No account found with this phone number. Sign up to continue.',
        );
      if (!(await verifyPassword(user.passwordHash, password)))
        throw new AppError('UNAUTHENTICATED', 'Incorrect password. Try again or use "Forgot password?".', {
          password: 'Incorrect password.',
        });
      if (!user.isActive)
        throw new AppError('FORBIDDEN', 'This account has been disabled. Please contact your agency.');
      await startSession(app.db, req, reply, user.id, 'customer');
      return { data: { userLoggedIn: true, user: toUser(user, req.agency.configuration) } };
    },
  );

  app.post(
    '/api/v1/logout',
    { config: { access: 'public' }, schema: { response: { 200: envelope(userLoggedOutSchema) } } },
    async (req, reply) => {
      await endSession(app.db, req, reply);
      return { data: { userLoggedOut: true } };
    },
  );

  app.get(
    '/api/v1/user',
    { config: { access: 'customer' }, schema: { response: { 200: envelope(userSchema) } } },
    async (req) => {
      const s = requireCustomer(req);
      // Every page of the customer area asks it (and its index.html, for the first answers): kept
      // like the lists, dropped by any write to users.
      const user = await app.keptRead(['user', req.agency.agencyId, s.userId], () =>
        findUserById(app.db, req.agency.agencyId, s.userId),
      );
      if (!user) throw notFound('User');
      return { data: toUser(user, req.agency.configuration) };
    },
  );

  app.post(
    '/api/v1/user/preference',
    {
      // Staff keep their panel language here too.
      config: { access: 'signedIn' },
      schema: { body: userPreferenceBodySchema, response: { 200: envelope(userSchema) } },
    },
    async (req) => {
      const s = requireSession(req);
      const user = await findUserById(app.db, req.agency.agencyId, s.userId);
      if (!user) throw notFound('User');
      // Only the caller's own keys change; isFreeTrialPlanTaken is the server's to set.
      const preference = {
        ...user.preference,
        ...req.body,
        isFreeTrialPlanTaken: user.preference.isFreeTrialPlanTaken,
      };
      const [updated] = await app.db
        .update(users)
        .set({ preference })
        .where(eq(users.id, user.id))
        .returning();
      return { data: toUser(updated ?? user, req.agency.configuration) };
    },
  );

  app.delete(
    '/api/v1/user',
    { config: { access: 'customer' }, schema: { response: { 200: envelope(userDeletedSchema) } } },
    async (req, reply) => {
      const s = requireCustomer(req);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        await softDeleteBusinesses(tx, eq(businesses.ownerUserId, s.userId), now);
        await tx.update(users).set({ deletedAt: now }).where(eq(users.id, s.userId));
      });
      await revokeAllSessions(app.db, s.userId);
      await endSession(app.db, req, reply);
      return { data: { userDeleted: true } };
    },
  );

  app.post(
    '/api/v1/regenerateRandomPassword',
    {
      config: { access: 'allBusinesses' },
      schema: {
        body: regenerateRandomPasswordBodySchema,
        response: { 200: envelope(passwordSentSchema) },
      },
    },
    async (req) => {
      const user = await findUserById(app.db, req.agency.agencyId, req.body.userId);
      if (!user || user.kind !== 'customer') throw notFound('User');
      const password = randomPassword();
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(password, app.config) })
        .where(eq(users.id, user.id));
      await revokeAllSessions(app.db, user.id);
      const to = user.isForeignUser ? (user.email ?? '') : (user.phoneNumber ?? '');
      await app.messenger.send({
        to,
        channel: user.isForeignUser ? 'email' : 'sms',
        text: smsTexts(user.preference.language).newPassword(req.agency.agencyName, password),
      });
      return { data: { passwordSent: true } };
    },
  );
}
