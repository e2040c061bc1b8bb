import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on the embedded defaults with no environment at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', APP_MODE: 'demo' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('refuses production with default secrets, no PostgreSQL and no message relay', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(
      /COOKIE_SECRET[\s\S]*IP_HASH_SECRET[\s\S]*MESSAGE_WEBHOOK_URL[\s\S]*DATABASE_URL/,
    );
  });

  it('accepts production with real settings', () => {
    const c = loadConfig({
      APP_MODE: 'production',
      COOKIE_SECRET: 'x'.repeat(40),
      IP_HASH_SECRET: 'y'.repeat(20),
      DATABASE_URL: 'postgres://db/panel',
      MESSAGE_WEBHOOK_URL: 'https://relay.example/send',
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsecret',
    });
    expect(c.APP_MODE).toBe('production');
  });

  it('rejects a non-numeric port with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
