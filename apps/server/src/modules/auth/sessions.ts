import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessions, users, type UserKind } from '../../db/schema/index.ts';
import type { SessionUser } from '../../app-types.ts';

export const SESSION_COOKIE = 'sid';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startSession(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  kind: UserKind,
) {
  // Rotation: whatever session the browser had is ended before a new one is issued.
  await endSession(db, req, reply);
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    agencyId: req.agency.agencyId,
    kind,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.server.config.APP_MODE === 'production',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export async function endSession(db: Db, req: FastifyRequest, reply: FastifyReply) {
  const token = req.cookies[SESSION_COOKIE];
  if (token) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every live session of the user; answers how many there were. */
export async function revokeAllSessions(db: Db, userId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends the user's sessions on every other device: after a password change only this one stays. */
export async function revokeOtherSessions(db: Db, req: FastifyRequest, userId: string) {
  const token = req.cookies[SESSION_COOKIE];
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        token ? ne(sessions.tokenHash, hashToken(token)) : undefined,
      ),
    );
}

/** The signed-in user behind the request's cookie, if the session is live and belongs to this agency. */
export async function loadSession(db: Db, token: string, agencyId: string): Promise<SessionUser | null> {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(sessions.agencyId, agencyId),
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return {
    sessionId: row.session.id,
    userId: row.user.id,
    kind: row.session.kind,
    agencyId: row.user.agencyId,
    roles: row.user.roles,
    hideBilling: row.user.hideBilling,
    phoneNumber: row.user.phoneNumber,
    email: row.user.email,
  };
}
