import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it("are hashed with argon2id at OWASP's minimum unless configured, and only the right one verifies", async () => {
    const hash = await hashPassword('Secret123', loadConfig({}));
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Secret123')).toBe(true);
    expect(await verifyPassword(hash, 'secret123')).toBe(false);
    expect(await verifyPassword(null, 'Secret123')).toBe(false);
  });
});
