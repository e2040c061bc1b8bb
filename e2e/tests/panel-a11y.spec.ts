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

/**
 * WCAG 2.4.11 (focus not obscured): walking a long form backwards with Shift+Tab, every field that
 * takes the focus is scrolled below the sticky top bar, on a phone (where the bar has two rows) and
 * on a desktop. Without the page's scroll padding, two or three fields of this form stopped under it.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  test(`focused fields stay below the top bar at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
    const businesses = (await (await page.request.get('/api/v1/business/getBusinessesByUser')).json()) as {
      data: { list: { businessId: string }[] };
    };
    await page.goto(`/panel/customer/businesses/edit?businessId=${businesses.data.list[0]?.businessId}`);
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height).toBeGreaterThan(40);
    const covered: string[] = [];
    let checked = 0;
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        // The bar's own buttons are in it, not under it.
        if (!el || el === document.body || el.closest('header')) return null;
        return { top: el.getBoundingClientRect().top, name: el.getAttribute('name') ?? el.tagName };
      });
      if (!focused) continue;
      checked += 1;
      if (focused.top < (bar?.height ?? 0) - 1) covered.push(focused.name);
    }
    expect(checked).toBeGreaterThan(10);
    expect(covered).toEqual([]);
  });

// WCAG 2.3.3: with the system's "reduce motion", the panel's buttons and dialogs do not animate.
for (const reducedMotion of ['reduce', 'no-preference'] as const)
  test(`the sign-in page's motion follows prefers-reduced-motion: ${reducedMotion}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/panel/login');
    const button = page.getByRole('button', { name: 'Continue' });
    await expect(button).toBeVisible();
    const transition = await button.evaluate((el) => getComputedStyle(el).transitionDuration);
    const moving = transition.split(',').some((d) => parseFloat(d) > 0);
    expect(moving, transition).toBe(reducedMotion === 'no-preference');
  });
