import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_STAFF } from '../support/accounts';
import { drawerItems, openDrawer } from '../support/drawer';

/*
 * Expected admin drawers, written out from spec section 6 (read as DESIGN section 5 does), never
 * computed by the app's own menu code. Demo Agency has every product on and billing shown; Solo
 * Cards is in agency-only digital card mode (so no All Projects), and sells no greeting images (so no
 * Greetings Management: issue 14, a product turned off leaves the staff drawer too).
 */
const EXPECTED: Record<keyof typeof DEMO_STAFF, string[]> = {
  // superadmin + admin: everything except Billing (admin and NOT superadmin).
  superadminAdmin: [
    'Home',
    'Insights',
    'All Businesses',
    'All Projects',
    'PDF ID card projects',
    'Promotional video projects',
    'Digital Invitation card',
    'Franchisee List',
    'Agency Management',
    'Customer plans & pricing management',
    'Report',
    'Greetings Management',
    'Video template Management',
    'Ui Customisation',
    'Category Static Page Management',
    'Link Store',
    'Logout',
  ],
  admin: [
    'Home',
    'All Businesses',
    'All Projects',
    'PDF ID card projects',
    'Promotional video projects',
    'Franchisee List',
    'Billing',
    'Customer plans & pricing management',
    'Report',
    'Greetings Management',
    'Logout',
  ],
  creator: ['Home', 'Logout'],
  franchisee: ['Home', 'Logout'],
  franchiseeAllCards: ['Home', 'Greetings Management', 'Logout'],
  soloAdmin: [
    'Home',
    'All Businesses',
    'Franchisee List',
    'Billing',
    'Customer plans & pricing management',
    'Report',
    'Logout',
  ],
};

for (const [who, account] of Object.entries(DEMO_STAFF) as [
  keyof typeof DEMO_STAFF,
  (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF],
][]) {
  test(`staff ${account.phoneNumber} (${who}) sees exactly their drawer items`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? 'http://localhost:3100');
    origin.hostname = account.host;
    await page.goto(new URL('/panel/franchisee-login', origin).toString());
    await page.getByLabel('Mobile number').fill(account.phoneNumber);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/panel\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    expect(await drawerItems(page)).toEqual(EXPECTED[who]);
  });
}

test('the superadmin opens Greetings Management at daily-image-management, an admin at image-posts-management', async ({
  page,
}) => {
  const cases = [
    [DEMO_STAFF.superadminAdmin.phoneNumber, /\/panel\/admin\/daily-image-management$/],
    [DEMO_STAFF.admin.phoneNumber, /\/panel\/admin\/image-posts-management$/],
  ] as const;
  for (const [phone, url] of cases) {
    await page.goto('/panel/franchisee-login');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/panel\/admin$/);
    const nav = await openDrawer(page);
    await nav.getByRole('link', { name: 'Greetings Management' }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Greetings Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    const again = await openDrawer(page);
    await again.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/panel\/franchisee-login$/);
  }
});

test('a wrong staff password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/panel/franchisee-login');
  await page.getByLabel('Mobile number').fill(DEMO_STAFF.admin.phoneNumber);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Wrong1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/.+/);
  await expect(page).toHaveURL(/\/panel\/franchisee-login$/);
});
