import { test as base } from '@playwright/test';

/**
 * `test` for specs that are not about the What's New dialog: its features are marked as seen in
 * local storage (spec section 3, "viewedFeatures"), so it does not cover the customer home.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('viewedFeatures'))
        localStorage.setItem('viewedFeatures', '["digital-card-links"]');
    });
    await use(page);
  },
});

export { expect } from '@playwright/test';
