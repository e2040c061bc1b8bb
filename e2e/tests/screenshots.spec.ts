import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_CUSTOMER, DEMO_STAFF } from '../support/accounts';
import { signInCustomer, signInStaff } from '../support/api';

/** Screenshots of the login page and both homes, phone and desktop, kept under e2e/artifacts/screenshots. */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: true });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('login page', async ({ page }) => {
      await page.goto('/panel/login');
      await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
      await expect(page.locator('#app-loading')).toHaveCount(0);
      await shoot(page, `login-${viewport.name}`);
    });

    test('customer home', async ({ page }) => {
      await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
      await page.goto('/panel/customer');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(
        page.getByRole('button', { name: `Business: ${DEMO_CUSTOMER.businessName}` }),
      ).toBeVisible();
      // The home itself, not its loading spinner.
      await expect(page.getByRole('link', { name: 'Edit card' })).toBeVisible();
      await shoot(page, `customer-home-${viewport.name}`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      await shoot(page, `customer-drawer-${viewport.name}`);
    });

    test('admin home', async ({ page }) => {
      await signInStaff(page.request, DEMO_STAFF.superadminAdmin.phoneNumber);
      await page.goto('/panel/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await shoot(page, `admin-home-${viewport.name}`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      await shoot(page, `admin-drawer-${viewport.name}`);
    });
  });
}
