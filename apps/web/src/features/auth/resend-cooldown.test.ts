import { describe, expect, it } from 'vitest';
import { cooldownSecondsLeft } from './resend-cooldown';

describe('OTP resend cooldown', () => {
  it('counts the 30 s down in whole seconds and stops at 0', () => {
    expect(cooldownSecondsLeft(1000, 1000)).toBe(30);
    expect(cooldownSecondsLeft(1000, 1001)).toBe(30);
    expect(cooldownSecondsLeft(1000, 29_500)).toBe(2);
    expect(cooldownSecondsLeft(1000, 31_000)).toBe(0);
    expect(cooldownSecondsLeft(1000, 99_000)).toBe(0);
  });
});
