import { UNLIMITED } from '@panel/shared/constants.ts';
import type { PlanLimits } from '@panel/shared/schemas/plan.ts';

/** "1 PDF ID card", "3 PDF ID cards", "Unlimited PDF ID cards". */
function count(n: number, one: string, many: string): string {
  if (n === UNLIMITED) return `Unlimited ${many}`;
  return `${n} ${n === 1 ? one : many}`;
}

/** The included features of a plan in words, for plan cards and the free trial dialog. */
export function describeLimits(limits: PlanLimits): string[] {
  const lines = ['Digital business card'];
  if (limits.greetingImagesIncluded)
    lines.push(count(limits.greetingImagesLimit, 'greeting image', 'greeting images'));
  if (limits.greetingVideosIncluded)
    lines.push(`${count(limits.greetingVideosLimit, 'greeting video', 'greeting videos')} per day`);
  if (limits.pdfCardIncluded) lines.push(count(limits.pdfCardLimit, 'PDF ID card', 'PDF ID cards'));
  if (limits.promotionalVideoIncluded)
    lines.push(count(limits.promotionalVideoLimit, 'promotional video', 'promotional videos'));
  return lines;
}
