import { z } from 'zod';

/** Secrets that ship in the repo for the demo; production refuses to start with any of them. */
export const DEV_COOKIE_SECRET = 'dev-only-cookie-secret-change-me-0123456789';
export const DEV_IP_HASH_SECRET = 'dev-only-ip-hash-secret-change-me';
/** "dev-only-cert-encryption-key-000" in hex: seals certificate keys in the demo only. */
export const DEV_CERT_ENCRYPTION_KEY = '6465762d6f6e6c792d636572742d656e6372797074696f6e2d6b65792d303030';
export const LETS_ENCRYPT_STAGING = 'https://acme-staging-v02.api.letsencrypt.org/directory';

/** A 32-byte key written as 64 hex digits or base64; null when it is neither. */
export function decodeKey32(text: string): Buffer | null {
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  return key?.length === 32 ? key : null;
}

/** OWASP's minimum memory for argon2id with two passes (19 MiB). */
const PASSWORD_HASH_MIN_KIB = 19_456;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString,
    APP_MODE: z.enum(['demo', 'production']).default('demo'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    COOKIE_SECRET: z
      .string()
      .min(32, 'COOKIE_SECRET must be at least 32 characters')
      .default(DEV_COOKIE_SECRET),
    IP_HASH_SECRET: z.string().min(16).default(DEV_IP_HASH_SECRET),
    /**
     * Requests for a host no agency owns: unset, production refuses them (demo mode serves the default
     * agency); set to an origin (https://panel.example.com), they get the default agency with links
     * built on that origin.
     */
    UNKNOWN_HOST_ORIGIN: optionalString.pipe(z.url().optional()),
    /** Host names (comma-separated) of the default agency, created on first start. */
    DEFAULT_AGENCY_HOSTS: z.string().default('localhost,127.0.0.1'),
    /** Razorpay: empty key id means the built-in sandbox (demo mode only). */
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    /** Razorpay API origin; unset means https://api.razorpay.com with keys, the built-in sandbox without. */
    RAZORPAY_API_BASE: optionalString.pipe(z.string().url().optional()),
    /** ffmpeg / ffprobe binaries; unset means the system's on PATH, else the npm packages' (media-tools.ts). */
    FFMPEG_PATH: optionalString,
    FFPROBE_PATH: optionalString,
    /**
     * Promotional video rendering: 'inline' runs the worker inside this server; 'off' leaves the jobs
     * to a separate `npm run worker` process (same database).
     */
    PROMO_VIDEO_WORKER: z.enum(['inline', 'off']).default('inline'),
    /**
     * Seconds a stopping server lets a running job (a render) finish; one still running after that is
     * picked up again by the next server.
     */
    JOB_STOP_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
    /** Days the customer session tracker's events are kept (POST /api/v1/analytics/log). */
    ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    /** How often renewal reminders are swept (minutes; 0 turns them off). The first sweep waits 5 minutes. */
    PLAN_REMINDER_SWEEP_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(60),
    /** A render running longer than this is killed (and retried, up to twice). */
    PROMO_VIDEO_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
    /** HTTPS with the agencies' certificates chosen by SNI (modules/ssl); unset means no HTTPS listener. */
    HTTPS_PORT: optionalString
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .pipe(z.number().int().min(0).max(65535).optional()),
    /** The ACME CA's directory; unset is Let's Encrypt staging (demo mode only). */
    ACME_DIRECTORY_URL: optionalString.pipe(z.url().optional()),
    /** The contact the CA writes to about expiring or revoked certificates. */
    ACME_EMAIL: optionalString.pipe(z.email().optional()),
    /** Seals certificates' private keys (AES-256-GCM): 32 bytes as 64 hex digits or base64. */
    CERT_ENCRYPTION_KEY: z
      .string()
      .refine((v) => decodeKey32(v) !== null, 'CERT_ENCRYPTION_KEY must be 32 bytes, as hex or base64')
      .default(DEV_CERT_ENCRYPTION_KEY),
    /** How often certificates due for renewal (30 days before expiry) are renewed (minutes; 0 = off). */
    SSL_RENEWAL_SWEEP_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60)
      .default(12 * 60),
    /** Behind a load balancer: trust X-Forwarded-For for client IPs (rate limits, analytics). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Production SMS/e-mail relay (see docs/operations.md); demo mode uses the outbox. */
    MESSAGE_WEBHOOK_URL: optionalString,
    MESSAGE_WEBHOOK_TOKEN: optionalString,
    /** Max request body in bytes (JSON). Uploads have their own cap. */
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    UPLOAD_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 * 1024),
    /** Sign-in calls per minute from one IP address. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    /** Sign-in calls per minute for one phone number or e-mail from one address. */
    AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    /** Sign-in calls per minute for one phone number or e-mail from all addresses together. */
    AUTH_IDENTITY_CEILING_PER_MINUTE: z.coerce.number().int().positive().default(100),
    /** Browser error reports (POST /log) per minute from one address, signed in or not. */
    CLIENT_LOG_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /** Browser error reports (POST /log) per minute from one signed-in session. */
    CLIENT_LOG_PER_SESSION_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /**
     * The memory a new password's argon2id hash takes, in KiB (two passes). The default is OWASP's
     * minimum, and production refuses less. The test suites set 1,024: they sign up and sign in about
     * 1,200 times a run, and at the default each costs ~25 ms of CPU (docs/operations.md, "Test loop").
     * A hash keeps its own cost, so a change applies to passwords set after it.
     */
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(1_048_576).default(PASSWORD_HASH_MIN_KIB),
  })
  .superRefine((c, ctx) => {
    if (c.APP_MODE !== 'production') return;
    if (c.COOKIE_SECRET === DEV_COOKIE_SECRET)
      ctx.addIssue({ code: 'custom', path: ['COOKIE_SECRET'], message: 'set a real secret in production' });
    if (c.IP_HASH_SECRET === DEV_IP_HASH_SECRET)
      ctx.addIssue({ code: 'custom', path: ['IP_HASH_SECRET'], message: 'set a real secret in production' });
    if (c.CERT_ENCRYPTION_KEY === DEV_CERT_ENCRYPTION_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['CERT_ENCRYPTION_KEY'],
        message: 'set a real key in production',
      });
    if (!c.ACME_DIRECTORY_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['ACME_DIRECTORY_URL'],
        message:
          "name the ACME CA in production (Let's Encrypt: https://acme-v02.api.letsencrypt.org/directory)",
      });
    if (!c.MESSAGE_WEBHOOK_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['MESSAGE_WEBHOOK_URL'],
        message: 'production needs a message relay for OTPs',
      });
    if (!c.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'production runs on PostgreSQL' });
    if (c.PASSWORD_HASH_MEMORY_KIB < PASSWORD_HASH_MIN_KIB)
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_MEMORY_KIB'],
        message: `production hashes passwords with at least ${PASSWORD_HASH_MIN_KIB} KiB`,
      });
    // Real money: never the sandbox (its keys, its base URL) and never without a webhook secret.
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      const v = c[key];
      if (!v || v.includes('sandbox'))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'set real Razorpay keys in production (not the sandbox)',
        });
    }
    if (c.RAZORPAY_API_BASE?.includes('/sandbox'))
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_API_BASE'],
        message: 'the payment sandbox is for demo mode only',
      });
  })
  .transform((c) => ({ ...c, ACME_DIRECTORY_URL: c.ACME_DIRECTORY_URL ?? LETS_ENCRYPT_STAGING }));

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const isDemo = (c: Config) => c.APP_MODE === 'demo';
