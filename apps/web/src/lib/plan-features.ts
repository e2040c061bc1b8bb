import { UNLIMITED } from '@panel/shared/constants.ts';
import type { PlanLimits } from '@panel/shared/schemas/plan.ts';

/** The included features of a plan in words, for plan cards and the free trial dialog. */
export function describeLimits(limits: PlanLimits): string[] {
  const count = (n: number, what: string) => (n === UNLIMITED ? `Unlimited ${what}` : `${n} ${what}`);
  const lines = ['Digital business card'];
  if (limits.greetingImagesIncluded) lines.push(count(limits.greetingImagesLimit, 'greeting images'));
  if (limits.greetingVideosIncluded)
    lines.push(`${count(limits.greetingVideosLimit, 'greeting videos')} per day`);
  if (limits.pdfCardIncluded) lines.push(count(limits.pdfCardLimit, 'PDF ID cards'));
  if (limits.promotionalVideoIncluded) lines.push(count(limits.promotionalVideoLimit, 'promotional videos'));
  return lines;
}
