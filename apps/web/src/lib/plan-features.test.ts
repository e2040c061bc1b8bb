import { describe, expect, it } from 'vitest';
import { baseLimits } from '@panel/shared/plans/limits.ts';
import { describeLimits } from './plan-features.ts';

const none = baseLimits();

describe('describeLimits', () => {
  it('says one in the singular, more in the plural, and -1 as unlimited', () => {
    expect(
      describeLimits({
        ...none,
        greetingImagesIncluded: true,
        greetingImagesLimit: -1,
        greetingVideosIncluded: true,
        greetingVideosLimit: 3,
        pdfCardIncluded: true,
        pdfCardLimit: 1,
        promotionalVideoIncluded: true,
        promotionalVideoLimit: 2,
      }),
    ).toEqual([
      'Digital business card',
      'Unlimited greeting images',
      '3 greeting videos per day',
      '1 PDF ID card',
      '2 promotional videos',
    ]);
  });

  it('lists only the digital card when nothing else is included', () => {
    expect(describeLimits(none)).toEqual(['Digital business card']);
  });
});
