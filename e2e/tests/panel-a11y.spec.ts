import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO_CUSTOMER, DEMO_STAFF } from '../support/accounts';
import { signInCustomer, signInStaff } from '../support/api';

/**
 * The panel's main screens on a phone (390x844): axe-core's WCAG 2.1 A/AA rules find nothing serious
 * or critical. Colour contrast is the one this guards most: the brand blue is too light for text.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function severeViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.passes.length, `axe ran over ${path}`).toBeGreaterThan(10);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ path, id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

// One test per screen, so a slow screen on a busy machine has its own time budget.
const SCREENS = {
  visitor: ['/panel/login', '/panel/franchisee-login'],
  customer: [
    '/panel/customer',
    '/panel/customer/daily-image',
    '/panel/customer/projects',
    '/panel/customer/account',
    '/panel/customer#upgrade',
  ],
  staff: [
    '/panel/admin/businesses',
    '/panel/admin/projects?projectType=digital_card',
    '/panel/admin/plans-pricing-management',
    '/panel/admin/daily-image-management',
    '/panel/admin/ui-customisation',
    '/panel/admin/link-store',
    '/panel/admin/agency-management',
  ],
} as const;

for (const [who, paths] of Object.entries(SCREENS))
  for (const path of paths)
    test(`${who}: ${path}`, async ({ page }) => {
      if (who === 'customer') await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
      if (who === 'staff') await signInStaff(page.request, DEMO_STAFF.superadminAdmin.phoneNumber);
      expect(await severeViolations(page, path)).toEqual([]);
    });
