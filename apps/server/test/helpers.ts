import { randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { AppInstance } from '../src/app-types.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DEMO_PASSWORD, type DemoIds } from '../src/seed/demo.ts';
import { closeAfterFile } from './teardown.ts';
import {
  copyDemoMedia,
  pgliteFromTemplate,
  postgresFromTemplate,
  TEST_PASSWORD_COST,
  type SeedKind,
} from './templates.ts';

export { DEMO_PASSWORD };
export const SOLO_HOST = 'solo.localhost';
export const DEMO_HOST = 'localhost';

/**
 * A fresh database holding the migrated demo world: a copy of a seeded template (see templates.ts),
 * in-memory PGlite, or a new PostgreSQL database when the project runs on Postgres.
 */
async function freshDatabase(
  seed: SeedKind,
): Promise<{ database: Database; ids: DemoIds; drop: () => Promise<void> }> {
  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) return postgresFromTemplate(url, seed);
  return { ...(await pgliteFromTemplate(seed)), drop: async () => undefined };
}

export interface TestApp {
  app: AppInstance;
  database: Database;
  ids: DemoIds;
  config: Config;
}

/**
 * Builds the real app on a fresh database with the demo world (agencies, staff, customer) seeded:
 * `core` by default, `full` adds the demo card and plans.
 * Closed after the file, wherever it was built (teardown.ts).
 */
export async function buildTestApp(
  opts: { env?: Record<string, string>; seed?: 'core' | 'full'; webDistDir?: string } = {},
): Promise<TestApp> {
  const { database, ids, drop } = await freshDatabase(opts.seed ?? 'core');
  // No background reminder sweep: tests call sendPlanReminders themselves, and an SMS arriving mid-test
  // would sit in the outbox beside the OTPs tests read.
  const config = loadConfig({
    APP_MODE: 'demo',
    LOG_LEVEL: 'silent',
    DATA_DIR: tempDataDir(),
    PLAN_REMINDER_SWEEP_MINUTES: '0',
    PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_COST.PASSWORD_HASH_MEMORY_KIB),
    ...opts.env,
  });
  await copyDemoMedia(path.join(config.DATA_DIR, 'uploads'));
  const app = await buildApp({
    config,
    database,
    logger: false,
    checkAnswers: true,
    webDistDir: opts.webDistDir,
  });
  await app.ready();
  closeAfterFile(async () => {
    await app.close();
    await database.close();
    await drop();
  });
  return { app, database, ids, config };
}

/**
 * Another app instance on the same PostgreSQL database, for what instances must share (caches dropped
 * by NOTIFY, sessions, agencies); closed after the file.
 */
export async function secondInstance(t: Pick<TestApp, 'database' | 'config'>): Promise<AppInstance> {
  const url = t.database.pool?.options.connectionString;
  if (!url) throw new Error('a second instance needs PostgreSQL');
  const database = await openDatabase({ url });
  const other = await buildApp({ config: t.config, database, logger: false, checkAnswers: true });
  await other.ready();
  closeAfterFile(async () => {
    await other.close();
    await database.close();
  });
  return other;
}

function tempDataDir(): string {
  return `/tmp/panel-test-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** A valid Indian mobile number nobody else in this run uses. */
export function uniquePhone(): string {
  return `98${randomInt(0, 10 ** 8)
    .toString()
    .padStart(8, '0')}`;
}

export const uniqueEmail = () => `user.${randomBytes(5).toString('hex')}@example.com`;

/** Keeps the cookies a browser would, between injected requests. */
export class Client {
  private cookies = new Map<string, string>();
  /** Sent as Accept-Language when set: the language the server words its messages in. */
  acceptLanguage?: string;
  private readonly app: AppInstance;
  readonly host: string;
  constructor(app: AppInstance, host = DEMO_HOST) {
    this.app = app;
    this.host = host;
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    /** false: the answer's cookies are not kept (a call that must not change who this client is). */
    keepCookies = true,
  ): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        host: this.host,
        ...(this.acceptLanguage ? { 'accept-language': this.acceptLanguage } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    if (!keepCookies) return res;
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  /** A request with a body of the caller's choosing (multipart uploads, other content types). */
  async raw(method: string, url: string, payload: Buffer | string, contentType: string) {
    return this.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: {
        host: this.host,
        'content-type': contentType,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
    });
  }
  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  delete = (url: string, body?: unknown) => this.request('DELETE', url, body);
  hasCookie = (name: string) => this.cookies.has(name);
  /** The Cookie header this client sends, for requests built by hand (multipart bodies). */
  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** The newest OTP sent to a phone number or e-mail, read from the demo outbox. */
export async function latestOtp(client: Client, to: string): Promise<string> {
  const res = await client.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const otp = res.json().data.list[0]?.otp;
  if (!otp) throw new Error(`no OTP in the outbox for ${to}`);
  return otp;
}

/** Signs up a new customer through the real OTP flow; returns a signed-in client. */
export async function signUpCustomer(app: AppInstance, opts: { host?: string; email?: string } = {}) {
  const client = new Client(app, opts.host);
  const identity = opts.email ? { email: opts.email } : { phoneNumber: uniquePhone() };
  const verify = await client.post('/api/v1/verifyUser', identity);
  if (verify.statusCode !== 200) throw new Error(`verifyUser failed: ${verify.body}`);
  const otp = await latestOtp(client, identity.email ?? identity.phoneNumber ?? '');
  const v = await client.post('/api/v1/verifyOtp', { otp });
  if (v.statusCode !== 200) throw new Error(`verifyOtp failed: ${v.body}`);
  const password = 'Secret123';
  const created = await client.post('/api/v1/createPassword', { password, fromForgotPassword: false });
  if (created.statusCode !== 200) throw new Error(`createPassword failed: ${created.body}`);
  const user = created.json().data.user as {
    userId: string;
    phoneNumber: string | null;
    email: string | null;
  };
  return { client, user, password, ...identity };
}

/** Signs in a demo staff member (e.g. '9000000002'); returns a signed-in client. */
export async function loginStaff(app: AppInstance, phoneNumber: string, host = DEMO_HOST): Promise<Client> {
  const client = new Client(app, host);
  const res = await client.post('/api/v1/franchisee/login', { phoneNumber, password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return client;
}

/** Signs in the demo customer 9000000010 (owner of "Demo Traders"). */
export async function loginDemoCustomer(app: AppInstance): Promise<Client> {
  const client = new Client(app);
  const res = await client.post('/api/v1/login', { phoneNumber: '9000000010', password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`customer login failed: ${res.body}`);
  return client;
}
