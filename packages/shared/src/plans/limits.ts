import { GREETING_VIDEOS_PER_DAY_PRESET, UNLIMITED } from '../constants.ts';
import type { PlanLimits } from '../schemas/plan.ts';

/** The options a plan form can check, with the limit field each one presets. */
export const PLAN_OPTIONS = {
  greetingImages: {
    included: 'greetingImagesIncluded',
    limit: 'greetingImagesLimit',
    preset: UNLIMITED,
    editable: false,
  },
  greetingVideos: {
    included: 'greetingVideosIncluded',
    limit: 'greetingVideosLimit',
    preset: GREETING_VIDEOS_PER_DAY_PRESET,
    editable: true,
  },
  pdfCard: { included: 'pdfCardIncluded', limit: 'pdfCardLimit', preset: 1, editable: true },
  promotionalVideo: {
    included: 'promotionalVideoIncluded',
    limit: 'promotionalVideoLimit',
    preset: 1,
    editable: true,
  },
} as const;
export type PlanOption = keyof typeof PLAN_OPTIONS;

/** Limits of a plan with nothing but the digital card (always included, limit 1, locked). */
export const baseLimits = (): PlanLimits => ({
  digitalCardIncluded: true,
  digitalCardLimit: 1,
  greetingImagesIncluded: false,
  greetingImagesLimit: 0,
  greetingVideosIncluded: false,
  greetingVideosLimit: 0,
  pdfCardIncluded: false,
  pdfCardLimit: 0,
  promotionalVideoIncluded: false,
  promotionalVideoLimit: 0,
});

/**
 * Checking an option presets its limit (greeting images -1, greeting videos 3 per day, PDF cards 1,
 * promotional videos 1); unchecking clears it (spec section 5).
 */
export function toggleOption(limits: PlanLimits, option: PlanOption, checked: boolean): PlanLimits {
  const o = PLAN_OPTIONS[option];
  return { ...limits, [o.included]: checked, [o.limit]: checked ? o.preset : 0 };
}

/** The greeting video option is offered only when image posts and video posts are enabled. */
export const isGreetingVideoOptionOffered = (c: {
  enableImagePost: boolean;
  isVideoPostsIncluded: boolean;
}) => c.enableImagePost && c.isVideoPostsIncluded;

/** Frame visibility toggles work only when greeting images are included. */
export const areFrameTogglesEnabled = (limits: Pick<PlanLimits, 'greetingImagesIncluded'>) =>
  limits.greetingImagesIncluded;

/** Whether `used` more items still fit under `limit` (-1 is unlimited). */
export const isWithinLimit = (limit: number, used: number): boolean => limit === UNLIMITED || used < limit;
