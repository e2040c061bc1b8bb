import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config.ts';

/** argon2id; the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** What a new hash costs (config.ts): its memory; the passes are the library's two. */
export type PasswordCost = Pick<Config, 'PASSWORD_HASH_MEMORY_KIB'>;

export const hashPassword = (password: string, cost: PasswordCost) =>
  hash(password, { algorithm: ARGON2ID, memoryCost: cost.PASSWORD_HASH_MEMORY_KIB });

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A password a person can type from an SMS: letters and digits, no look-alikes. */
export function randomPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (set: string) => set[randomInt(set.length)] ?? 'x';
  const chars = [
    ...Array.from({ length: 7 }, () => pick(letters)),
    ...Array.from({ length: 3 }, () => pick(digits)),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? 'x', chars[i] ?? 'x'];
  }
  return chars.join('');
}
