import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { sessions, users, type UserKind } from '../../db/schema/index.ts';
import type { SessionUser } from '../../app-types.ts';
import type { MemoryCaches } from '../../plugins/memory-caches.ts';

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

/** A live session as stored: whose it is and the instants that decide whether it still holds. */
interface LiveSession {
  id: string;
  user: SessionUser;
  expiresAt: number;
  lastSeenAt: number;
}

async function findLiveSession(db: Db, tokenHash: string, agencyId: string): Promise<LiveSession | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(sessions.agencyId, agencyId),
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.session.id,
    expiresAt: row.session.expiresAt.getTime(),
    lastSeenAt: row.session.lastSeenAt.getTime(),
    user: {
      sessionId: row.session.id,
      userId: row.user.id,
      kind: row.session.kind,
      agencyId: row.user.agencyId,
      roles: row.user.roles,
      hideBilling: row.user.hideBilling,
      phoneNumber: row.user.phoneNumber,
      email: row.user.email,
    },
  };
}

/**
 * How long a checked session is trusted without asking the database again. Every way a session ends
 * early (logout, password change or reset, a role change, a disabled or deleted account) is a write
 * request, and a write request drops the memory caches on every instance before its answer goes out
 * (plugins/memory-caches.ts), so this bound matters only for rows changed by hand in SQL.
 */
const SESSION_KEEP_MS = 30_000;

/**
 * The signed-in user behind a request's cookie, if the session is live and belongs to this agency.
 * Checked sessions are kept in memory (bounded, and dropped with the other memory caches), so a
 * signed-in request makes no session round trip; an expiry is still honoured to the millisecond.
 */
export function sessionReader(db: Db, caches: MemoryCaches) {
  const kept = new LRUCache<string, LiveSession>({ max: 10_000, ttl: SESSION_KEEP_MS });
  caches.onDrop(() => kept.clear());
  return async (token: string, agencyId: string): Promise<SessionUser | null> => {
    const tokenHash = hashToken(token);
    const key = `${agencyId}:${tokenHash}`;
    let live = kept.get(key);
    if (!live) {
      const generation = caches.generation;
      live = (await findLiveSession(db, tokenHash, agencyId)) ?? undefined;
      if (!live) return null;
      // A session read before a drop may already be revoked: use it for this request, keep it not.
      if (generation === caches.generation) kept.set(key, live);
    }
    const now = Date.now();
    if (live.expiresAt <= now) {
      kept.delete(key);
      return null;
    }
    if (now - live.lastSeenAt > TOUCH_INTERVAL_MS) {
      live.lastSeenAt = now;
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, live.id));
    }
    return { ...live.user };
  };
}
