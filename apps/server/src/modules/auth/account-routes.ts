import { and, eq, isNull, ne } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '@panel/shared/errors.ts';
import {
  changePasswordBodySchema,
  loggedOutEverywhereSchema,
  passwordChangedSchema,
  updateUserBodySchema,
} from '@panel/shared/schemas/account.ts';
import { userSchema } from '@panel/shared/schemas/auth.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import { users } from '../../db/schema/index.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSession, revokeAllSessions, revokeOtherSessions } from './sessions.ts';
import { findUserById, toUser } from './users.ts';

const WRONG_PASSWORD = 'Your current password is not correct.';

/** The customer's own account: name and e-mail, password, and signing out of every device. */
export default async function accountRoutes(app: AppInstance) {
  const passwordLimit = { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  app.put(
    '/api/v1/user',
    {
      config: { access: 'customer', rateLimit: passwordLimit },
      schema: { body: updateUserBodySchema, response: { 200: envelope(userSchema) } },
    },
    async (req) => {
      const s = requireCustomer(req);
      const user = await findUserById(app.db, req.agency.agencyId, s.userId);
      if (!user) throw notFound('User');
      const { name, email, currentPassword } = req.body;
      if (email !== user.email) {
        if (user.isForeignUser) {
          // The e-mail is how a foreign customer signs in: a stolen open session must not take it.
          if (!email) throw badRequest('Your e-mail is how you sign in; it cannot be removed.');
          if (!(await verifyPassword(user.passwordHash, currentPassword ?? '')))
            throw badRequest(WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
        }
        if (email && (await emailTaken(app, req.agency.agencyId, user.id, email)))
          throw conflict('Another account already uses this e-mail.');
      }
      const [updated] = await app.db
        .update(users)
        .set({ name: name || null, email })
        .where(eq(users.id, user.id))
        .returning();
      return { data: toUser(updated ?? user, req.agency.configuration) };
    },
  );

  app.post(
    '/api/v1/user/change-password',
    {
      config: { access: 'customer', rateLimit: passwordLimit },
      schema: { body: changePasswordBodySchema, response: { 200: envelope(passwordChangedSchema) } },
    },
    async (req) => {
      const s = requireCustomer(req);
      const user = await findUserById(app.db, req.agency.agencyId, s.userId);
      if (!user) throw notFound('User');
      if (!(await verifyPassword(user.passwordHash, req.body.currentPassword)))
        throw badRequest(WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(req.body.newPassword, app.config) })
        .where(eq(users.id, user.id));
      await revokeOtherSessions(app.db, req, user.id);
      return { data: { passwordChanged: true } };
    },
  );

  app.post(
    '/api/v1/user/logout-all-devices',
    { config: { access: 'customer' }, schema: { response: { 200: envelope(loggedOutEverywhereSchema) } } },
    async (req, reply) => {
      const s = requireCustomer(req);
      const sessionsEnded = await revokeAllSessions(app.db, s.userId);
      await endSession(app.db, req, reply);
      return { data: { sessionsEnded } };
    },
  );
}

async function emailTaken(app: AppInstance, agencyId: string, userId: string, email: string) {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.agencyId, agencyId),
        eq(users.kind, 'customer'),
        eq(users.email, email),
        ne(users.id, userId),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}
