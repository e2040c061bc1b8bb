import { useEffect, useState } from 'react';
import { OTP_RESEND_COOLDOWN_MS } from '@panel/shared/constants.ts';

/** Whole seconds until another OTP may be asked for (0 when it may be now). */
export function cooldownSecondsLeft(otpSentAt: number, now: number): number {
  return Math.max(0, Math.ceil((otpSentAt + OTP_RESEND_COOLDOWN_MS - now) / 1000));
}

/** A countdown that ticks every second until the resend cooldown is over. */
export function useResendCountdown(otpSentAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = cooldownSecondsLeft(otpSentAt, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}
