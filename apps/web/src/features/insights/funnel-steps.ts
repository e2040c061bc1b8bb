import type { Insights } from '@panel/shared/schemas/insights.ts';

/** The funnel's steps in order, each with its share of the sign-ups (whole percent). */
export const funnelSteps = (f: Insights['funnel']) =>
  (
    [
      ['Signed up', f.signedUp],
      ['Added a business', f.addedBusiness],
      ['Published a card', f.publishedCard],
      ['Bought a plan', f.boughtPlan],
    ] as const
  ).map(([label, count]) => ({
    label,
    count,
    percent: f.signedUp ? Math.round((count / f.signedUp) * 100) : 0,
  }));
