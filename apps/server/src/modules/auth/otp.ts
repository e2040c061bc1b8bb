import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@panel/shared/errors.ts';
import { requestLanguage } from '@panel/shared/i18n/languages.ts';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from '@panel/shared/constants.ts';
import { otpChallenges, type OtpPurpose, type UserKind } from '../../db/schema/index.ts';
import { smsTexts } from '../../i18n/sms.ts';
import { hashToken, newToken } from './sessions.ts';

/** The pending sign-in cookie: it carries only a random token; everything else is in the database. */
export const OTP_COOKIE = 'otp_session';
const OTP_COOKIE_MAX_AGE_S = 30 * 60;
/** After verification the user has this long to choose a password. */
const VERIFIED_WINDOW_MS = 15 * 60 * 1000;

type Challenge = typeof otpChallenges.$inferSelect;

const newCode = () =>
  randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
const hashCode = (secret: string, challengeTokenHash: string, code: string) =>
  createHmac('sha256', secret).update(`${challengeTokenHash}:${code}`).digest('hex');

/** The code's SMS or e-mail, in the language the sign-in page asked in. */
const otpText = (req: FastifyRequest, code: string) =>
  smsTexts(requestLanguage(req.headers['accept-language'])).otp(code, req.agency.agencyName);

export interface OtpTarget {
  kind: UserKind;
  channel: 'sms' | 'email';
  target: string;
  purpose: OtpPurpose;
}

function cooldownError(lastSentAt: Date): AppError {
  const wait = Math.ceil((lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS - Date.now()) / 1000);
  return new AppError('OTP_COOLDOWN', `Please wait ${wait} seconds before requesting another OTP.`);
}

/** Starts a pending sign-in: stores the hashed OTP, sends the code, and sets the pending cookie. */
export async function issueOtp(req: FastifyRequest, reply: FastifyReply, t: OtpTarget): Promise<void> {
  const { db, config, messenger } = req.server;
  const agencyId = req.agency.agencyId;
  const [recent] = await db
    .select({ lastSentAt: otpChallenges.lastSentAt })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.agencyId, agencyId),
        eq(otpChallenges.kind, t.kind),
        eq(otpChallenges.target, t.target),
      ),
    )
    .orderBy(desc(otpChallenges.lastSentAt))
    .limit(1);
  if (recent && Date.now() - recent.lastSentAt.getTime() < OTP_RESEND_COOLDOWN_MS)
    throw cooldownError(recent.lastSentAt);

  const token = newToken();
  const tokenHash = hashToken(token);
  const code = newCode();
  await db.insert(otpChallenges).values({
    tokenHash,
    agencyId,
    kind: t.kind,
    channel: t.channel,
    target: t.target,
    purpose: t.purpose,
    codeHash: hashCode(config.COOKIE_SECRET, tokenHash, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  await messenger.send({
    to: t.target,
    channel: t.channel,
    text: otpText(req, code),
    otp: code,
  });
  reply.setCookie(OTP_COOKIE, token, {
    path: '/api/v1',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.APP_MODE === 'production',
    maxAge: OTP_COOKIE_MAX_AGE_S,
  });
}

const noPendingSignIn = () =>
  new AppError('OTP_EXPIRED', 'Your verification session has expired. Please enter your number again.');

/**
 * The pending sign-in behind the request's cookie, in this agency. verifyOtp and resendOtp serve
 * customers and staff alike (the spec has one call for both), so `kind` is optional there.
 */
export async function pendingChallenge(req: FastifyRequest, kind?: UserKind): Promise<Challenge> {
  const token = req.cookies[OTP_COOKIE];
  if (!token) throw noPendingSignIn();
  const [challenge] = await req.server.db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.tokenHash, hashToken(token)),
        eq(otpChallenges.agencyId, req.agency.agencyId),
        kind ? eq(otpChallenges.kind, kind) : undefined,
      ),
    )
    .limit(1);
  if (!challenge) throw noPendingSignIn();
  return challenge;
}

export async function verifyOtp(req: FastifyRequest, code: string): Promise<void> {
  const { db, config } = req.server;
  const c = await pendingChallenge(req);
  if (c.verifiedAt || c.consumedAt)
    throw new AppError('OTP_INVALID', 'This OTP has already been used. Request a new one.');
  if (c.attempts >= OTP_MAX_ATTEMPTS)
    throw new AppError('OTP_LOCKED', 'Too many wrong attempts. Request a new OTP.');
  if (c.expiresAt.getTime() <= Date.now())
    throw new AppError('OTP_EXPIRED', 'This OTP has expired. Request a new one.');

  const expected = Buffer.from(c.codeHash, 'hex');
  const given = Buffer.from(hashCode(config.COOKIE_SECRET, c.tokenHash, code), 'hex');
  if (timingSafeEqual(expected, given)) {
    // Only one request can turn a challenge verified, even if two arrive together.
    const done = await db
      .update(otpChallenges)
      .set({ verifiedAt: new Date() })
      .where(
        and(
          eq(otpChallenges.id, c.id),
          isNull(otpChallenges.verifiedAt),
          lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: otpChallenges.id });
    if (done.length === 1) return;
    throw new AppError('OTP_INVALID', 'This OTP has already been used. Request a new one.');
  }
  const [after] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, c.id))
    .returning({ attempts: otpChallenges.attempts });
  const left = OTP_MAX_ATTEMPTS - (after?.attempts ?? OTP_MAX_ATTEMPTS);
  if (left <= 0) throw new AppError('OTP_LOCKED', 'Too many wrong attempts. Request a new OTP.');
  throw new AppError(
    'OTP_INVALID',
    `The OTP is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
    {
      otp: 'The OTP is incorrect.',
    },
  );
}

/** A new code for the same pending sign-in, after the cooldown; wrong attempts start again. */
export async function resendOtp(req: FastifyRequest): Promise<void> {
  const { db, config, messenger } = req.server;
  const c = await pendingChallenge(req);
  if (c.consumedAt || c.verifiedAt) throw noPendingSignIn();
  if (Date.now() - c.lastSentAt.getTime() < OTP_RESEND_COOLDOWN_MS) throw cooldownError(c.lastSentAt);
  const code = newCode();
  await db
    .update(otpChallenges)
    .set({
      codeHash: hashCode(config.COOKIE_SECRET, c.tokenHash, code),
      attempts: 0,
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
      lastSentAt: new Date(),
    })
    .where(eq(otpChallenges.id, c.id));
  await messenger.send({
    to: c.target,
    channel: c.channel,
    text: otpText(req, code),
    otp: code,
  });
}

/**
 * Claims a verified challenge for choosing a password. Exactly one caller wins the claim, so a
 * replayed createPassword cannot create two accounts or reuse the verification.
 */
export async function consumeVerifiedChallenge(
  req: FastifyRequest,
  reply: FastifyReply,
  kind: UserKind,
): Promise<Challenge> {
  const c = await pendingChallenge(req, kind);
  if (!c.verifiedAt || c.verifiedAt.getTime() + VERIFIED_WINDOW_MS < Date.now() || c.consumedAt)
    throw new AppError('OTP_INVALID', 'Please verify your OTP first.');
  const claimed = await req.server.db
    .update(otpChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpChallenges.id, c.id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  if (claimed.length !== 1) throw new AppError('OTP_INVALID', 'Please verify your OTP first.');
  reply.clearCookie(OTP_COOKIE, { path: '/api/v1' });
  return c;
}
