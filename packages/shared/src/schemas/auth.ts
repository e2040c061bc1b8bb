import { LANGUAGES } from '../i18n/languages.ts';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, OTP_LENGTH } from '../constants.ts';
import { normaliseIndianMobile } from '../phone.ts';
import { csvFormat, listOf, secretText, text } from './common.ts';

export const PHONE_MESSAGE = 'Enter a valid 10-digit Indian mobile number.';
export const EMAIL_MESSAGE = 'Enter a valid e-mail address.';

/** An Indian mobile number, normalised to its 10 national digits. */
export const indianMobileSchema = text({ error: PHONE_MESSAGE })
  .max(20, PHONE_MESSAGE)
  .transform((v, ctx) => {
    const n = normaliseIndianMobile(v);
    if (!n) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return n;
  });

export const emailSchema = text({ error: EMAIL_MESSAGE })
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** The password rules as people read them, each with its own check so a form can tick it live. */
export const PASSWORD_RULES = [
  {
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    met: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'At least one letter and one number', met: (p: string) => /[A-Za-z]/.test(p) && /\d/.test(p) },
  { label: 'At most 128 characters', met: (p: string) => p.length > 0 && p.length <= 128 },
] as const;

export const passwordSchema = secretText({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Password must be at most 128 characters.')
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), 'Password must contain a letter and a number.');

/** Customers sign in by phone, foreign customers by e-mail: exactly one of the two. */
const identity = z.union([
  z.object({ phoneNumber: indianMobileSchema, email: z.undefined().optional() }),
  z.object({ email: emailSchema, phoneNumber: z.undefined().optional() }),
]);

const IDENTITY_MESSAGE = 'Enter a phone number or, for foreign users, an e-mail address.';
type Identity = z.output<typeof identity>;
type IdentityCtx = Parameters<Parameters<z.ZodType['transform']>[0]>[1];
const rawIdentity = { phoneNumber: text().max(20).optional(), email: text().max(254).optional() };

/** The one identity in a body's phoneNumber/email, or an issue on the field the person filled in. */
function identityOf(v: { phoneNumber?: string; email?: string }, ctx: IdentityCtx): Identity | null {
  const parsed = identity.safeParse({ phoneNumber: v.phoneNumber, email: v.email });
  if (parsed.success) return parsed.data;
  const field = v.email !== undefined ? 'email' : 'phoneNumber';
  const message =
    v.email === undefined && v.phoneNumber === undefined
      ? IDENTITY_MESSAGE
      : field === 'email'
        ? EMAIL_MESSAGE
        : PHONE_MESSAGE;
  ctx.addIssue({ code: 'custom', message, path: [field] });
  return null;
}

export const verifyUserBodySchema = z
  .object({ ...rawIdentity, fromForgotPassword: z.boolean().optional().default(false) })
  .transform((v, ctx) => {
    const id = identityOf(v, ctx);
    return id ? { ...id, fromForgotPassword: v.fromForgotPassword } : z.NEVER;
  });
export type VerifyUserBody = z.input<typeof verifyUserBodySchema>;

export const verifyOtpBodySchema = z.object({
  otp: text({ error: 'Enter the 6-digit OTP.' }).regex(
    new RegExp(`^\\d{${OTP_LENGTH}}$`),
    `Enter the ${OTP_LENGTH}-digit OTP.`,
  ),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const createPasswordBodySchema = z.object({
  password: passwordSchema,
  fromForgotPassword: z.boolean().optional().default(false),
});
export type CreatePasswordBody = z.input<typeof createPasswordBodySchema>;

export const loginBodySchema = z
  .object({
    ...rawIdentity,
    password: secretText({ error: 'Password is required.' }).min(1, 'Password is required.').max(128),
  })
  .transform((v, ctx) => {
    const id = identityOf(v, ctx);
    return id ? { ...id, password: v.password } : z.NEVER;
  });
export type LoginBody = z.input<typeof loginBodySchema>;

export const userPreferenceSchema = z
  .object({
    isFreeTrialPlanTaken: z.boolean().default(false),
    language: z.string().max(20).optional(),
    viewedFeatures: z.array(z.string().max(60)).max(100).optional(),
    /** When the customer last opened their notifications (ISO instant): older ones are read. */
    notificationsSeenAt: z.string().optional(),
  })
  .passthrough();

export const userPreferenceBodySchema = z.object({
  /** The panel's language for this user (the language picker). */
  language: z.enum(LANGUAGES, { error: 'Choose one of the offered languages.' }).optional(),
  viewedFeatures: z.array(text().max(60)).max(100).optional(),
});

export const userSchema = z.object({
  userId: z.string(),
  isForeignUser: z.boolean(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  name: z.string().nullable(),
  roles: z.array(z.string()),
  preference: userPreferenceSchema,
  agencyOnlyDigitalCardActivated: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const regenerateRandomPasswordBodySchema = z.object({ userId: z.uuid({ error: 'Unknown user.' }) });

/* ---- staff ("franchisee" in the spec's calls) ---- */

export const franchiseeVerifyPhoneBodySchema = z.object({
  phoneNumber: indianMobileSchema,
  fromForgotPassword: z.boolean().optional().default(false),
});
export const franchiseeLoginBodySchema = z.object({
  phoneNumber: indianMobileSchema,
  password: secretText({ error: 'Password is required.' }).min(1, 'Password is required.').max(128),
});
export const franchiseeCreatePasswordBodySchema = z.object({ password: passwordSchema });

const ROLE_VALUES = [
  'superadmin',
  'admin',
  'creator',
  'franchisee',
  'franchisee-with-all-card-access',
] as const;
const roleSchema = z.enum(ROLE_VALUES, { error: 'Unknown role.' });

export const STAFF_PERMISSION_MAX = 50;
/**
 * The permission strings the Franchisee List offers as checkboxes (spec section 3: a list of strings,
 * checked with `hasPermission`). Stored as given; other strings an older panel wrote are kept.
 */
export const STAFF_PERMISSION_OPTIONS = [
  ['createCustomers', 'Create customers'],
  ['editCards', 'Edit cards they made'],
  ['downloadGreetings', 'Download greetings for customers'],
  ['viewSales', 'See their sales'],
] as const;
export const STAFF_ROLE_LABELS: Record<(typeof ROLE_VALUES)[number], string> = {
  superadmin: 'Superadmin',
  admin: 'Admin',
  creator: 'Creator',
  franchisee: 'Franchisee',
  'franchisee-with-all-card-access': 'Franchisee (all cards)',
};

export const franchiseeSignupBodySchema = z.object({
  phoneNumber: indianMobileSchema,
  name: text().min(1, 'Name is required.').max(100),
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  roles: z.array(roleSchema).min(1, 'Choose at least one role.').max(5),
  permissions: z.array(text().max(60)).max(STAFF_PERMISSION_MAX).default([]),
  hideBilling: z.boolean().default(false),
});
export type FranchiseeSignupBody = z.input<typeof franchiseeSignupBodySchema>;

export const franchiseeEditBodySchema = z.object({
  franchiseeId: z.uuid({ error: 'Unknown staff member.' }),
  name: text().min(1, 'Name is required.').max(100).optional(),
  email: emailSchema.nullable().optional(),
  roles: z.array(roleSchema).min(1, 'Choose at least one role.').max(5).optional(),
  permissions: z.array(text().max(60)).max(STAFF_PERMISSION_MAX).optional(),
  hideBilling: z.boolean().optional(),
  isActive: z.boolean().optional(),
});

export const franchiseeSchema = z.object({
  franchiseeId: z.string(),
  phoneNumber: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  configuration: z.object({ hideBilling: z.boolean() }),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The panel language the staff member chose, if any (POST /api/v1/user/preference). */
  language: z.string().optional(),
});
export type Franchisee = z.infer<typeof franchiseeSchema>;

export const franchiseeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  all: z.enum(['true', 'false']).optional(),
  search: text().max(100).optional(),
  role: roleSchema.optional(),
  /** Active / InActive. */
  status: z.enum(['active', 'inactive']).optional(),
  format: csvFormat,
});

/** A Franchisee List row: the staff member and what they sold (customers, cards, sales this month). */
export const franchiseeListItemSchema = franchiseeSchema.extend({
  customers: z.number().int(),
  cards: z.number().int(),
  /** Paid payment records of businesses they made, this calendar month in India, in paise. */
  salesThisMonth: z.number().int(),
});
export type FranchiseeListItem = z.infer<typeof franchiseeListItemSchema>;
export const franchiseeListSchema = listOf(franchiseeListItemSchema);
export type FranchiseeList = z.infer<typeof franchiseeListSchema>;

/** POST /api/v1/franchisee/resetPassword: a new random password by SMS; their sessions end. */
export const franchiseeResetPasswordBodySchema = z.object({
  franchiseeId: z.uuid({ error: 'Unknown staff member.' }),
});
export const franchiseeResetPasswordSchema = z.object({ passwordSent: z.boolean() });

export const hasPermission = (f: { permissions: readonly string[] }, permission: string) =>
  f.permissions.includes(permission);

export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['sms', 'email']),
  text: z.string(),
  otp: z.string().optional(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const clientLogBodySchema = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  message: text().max(2000),
  additionalInfo: z.unknown().optional(),
  source: z.literal('frontend'),
});

/* ---- answers ---- */

/** POST /api/v1/verifyUser: whether the identity has an account, and whether an OTP went out. */
export const verifyUserResultSchema = z.object({ userExist: z.boolean(), otpSent: z.boolean() });
export const otpVerifiedSchema = z.object({ otpVerified: z.boolean() });
export const otpSentSchema = z.object({ otpSent: z.boolean() });
/** POST /api/v1/createPassword and /api/v1/login: the signed-in customer. */
export const userLoggedInSchema = z.object({ userLoggedIn: z.boolean(), user: userSchema });
export const userLoggedOutSchema = z.object({ userLoggedOut: z.boolean() });
export const userDeletedSchema = z.object({ userDeleted: z.boolean() });
export const passwordSentSchema = z.object({ passwordSent: z.boolean() });
export const franchiseeVerifyPhoneResultSchema = z.object({
  franchiseeExist: z.boolean(),
  otpSent: z.boolean(),
});
export const franchiseeLoggedInSchema = z.object({
  franchiseeLoggedIn: z.boolean(),
  franchisee: franchiseeSchema,
});
export const franchiseeLoggedOutSchema = z.object({ franchiseeLoggedOut: z.boolean() });
/** GET /api/dev/outbox (demo only): the messages sent to one number or e-mail, newest first. */
export const outboxListSchema = z.object({ list: z.array(outboxMessageSchema) });
export const clientLogResultSchema = z.object({ logged: z.boolean() });
