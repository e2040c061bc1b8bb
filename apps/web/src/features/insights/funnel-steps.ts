import type { Insights } from '@panel/shared/schemas/insights.ts';

/** The funnel's steps in order, each with its share of the sign-ups (whole percent). */
export const funnelSteps = (f: Insights['funnel']) =>
  (
    [
      ['signedUp', 'Signed up', f.signedUp],
      ['addedBusiness', 'Added a business', f.addedBusiness],
      ['publishedCard', 'Published a card', f.publishedCard],
      ['boughtPlan', 'Bought a plan', f.boughtPlan],
    ] as const
  ).map(([step, label, count]) => ({
    /** The funnel's field, naming the step's text in the catalogue. */
    step,
    /** The step in English, for the CSV. */
    label,
    count,
    percent: f.signedUp ? Math.round((count / f.signedUp) * 100) : 0,
  }));
