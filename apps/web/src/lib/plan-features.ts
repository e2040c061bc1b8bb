import { UNLIMITED } from '@panel/shared/constants.ts';
import type { PlanLimits } from '@panel/shared/schemas/plan.ts';
import { i18n } from './i18n';

/** "1 PDF ID card", "3 PDF ID cards", "Unlimited PDF ID cards" (`feature` names the catalogue keys). */
function count(n: number, feature: string): string {
  if (n === UNLIMITED) return i18n.t(`planFeature.${feature}.unlimited`, { ns: 'common' });
  return i18n.t(`planFeature.${feature}`, { ns: 'common', count: n });
}

/** The included features of a plan in words, for plan cards and the free trial dialog. */
export function describeLimits(limits: PlanLimits): string[] {
  const lines = [i18n.t('planFeature.card', { ns: 'common' })];
  if (limits.greetingImagesIncluded) lines.push(count(limits.greetingImagesLimit, 'greetingImages'));
  if (limits.greetingVideosIncluded) lines.push(count(limits.greetingVideosLimit, 'greetingVideosPerDay'));
  if (limits.pdfCardIncluded) lines.push(count(limits.pdfCardLimit, 'pdfCards'));
  if (limits.promotionalVideoIncluded) lines.push(count(limits.promotionalVideoLimit, 'promotionalVideos'));
  return lines;
}
