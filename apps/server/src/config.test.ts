import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on the embedded defaults with no environment at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', APP_MODE: 'demo' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('refuses production with default secrets, no PostgreSQL, no message relay and no ACME CA', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(
      /COOKIE_SECRET[\s\S]*IP_HASH_SECRET[\s\S]*CERT_ENCRYPTION_KEY[\s\S]*ACME_DIRECTORY_URL[\s\S]*MESSAGE_WEBHOOK_URL[\s\S]*DATABASE_URL/,
    );
  });

  it('takes the certificate key as hex or base64 of 32 bytes, nothing else', () => {
    expect(loadConfig({ CERT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') })).toBeTruthy();
    expect(() => loadConfig({ CERT_ENCRYPTION_KEY: 'ab'.repeat(16) })).toThrow(/CERT_ENCRYPTION_KEY/);
    expect(loadConfig({}).ACME_DIRECTORY_URL).toContain('acme-staging');
  });

  const production = {
    APP_MODE: 'production',
    COOKIE_SECRET: 'x'.repeat(40),
    IP_HASH_SECRET: 'y'.repeat(20),
    DATABASE_URL: 'postgres://db/panel',
    MESSAGE_WEBHOOK_URL: 'https://relay.example/send',
    RAZORPAY_KEY_ID: 'rzp_live_abc',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'whsecret',
    CERT_ENCRYPTION_KEY: 'c'.repeat(64),
    ACME_DIRECTORY_URL: 'https://acme-v02.api.letsencrypt.org/directory',
  };

  it('accepts production with real settings', () => {
    const c = loadConfig(production);
    expect(c.APP_MODE).toBe('production');
    expect(c.PASSWORD_HASH_MEMORY_KIB).toBe(19_456);
  });

  it('hashes passwords at less memory only outside production', () => {
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024' }).PASSWORD_HASH_MEMORY_KIB).toBe(1024);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB: production hashes passwords with at least 19456 KiB/,
    );
    expect(loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '65536' }).PASSWORD_HASH_MEMORY_KIB).toBe(
      65_536,
    );
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
  });

  it('rejects a non-numeric port with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
