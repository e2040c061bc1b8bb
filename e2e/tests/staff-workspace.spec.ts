import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_STAFF } from '../support/accounts';
import { signInStaff } from '../support/api';
import { latestOtp } from '../support/outbox';
import { uniquePhone } from '../support/unique';

/**
 * Issue 13: each role's Home, Insights, both reports, and a franchisee signed up by an admin who then
 * makes a customer and their card from Home. Screenshots at desktop and phone sizes under
 * e2e/artifacts/screenshots.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: true });

const HOMES = [
  { role: 'admin', phone: DEMO_STAFF.admin.phoneNumber, heading: 'Your agency at a glance' },
  { role: 'superadmin', phone: DEMO_STAFF.superadminAdmin.phoneNumber, heading: 'The platform' },
  { role: 'franchisee', phone: DEMO_STAFF.franchisee.phoneNumber, heading: 'Your workspace' },
  { role: 'creator', phone: DEMO_STAFF.creator.phoneNumber, heading: 'Your workspace' },
  { role: 'all-cards', phone: DEMO_STAFF.franchiseeAllCards.phoneNumber, heading: "The agency's cards" },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const home of HOMES) {
      test(`${home.role} Home`, async ({ page }) => {
        await signInStaff(page.request, home.phone);
        await page.goto('/panel/admin');
        await expect(page.getByRole('heading', { name: home.heading })).toBeVisible();
        if (home.role === 'admin') {
          // Every figure links to the list behind it.
          await page.getByRole('link', { name: /^Expiring in 7 days:/ }).click();
          await expect(page).toHaveURL(/\/panel\/admin\/businesses\?plan=expiring/);
          await expect(page.getByRole('combobox', { name: 'Plan' })).toHaveText('Ends within 7 days');
          await page.goBack();
        }
        if (home.role === 'all-cards')
          await expect(page.getByRole('link', { name: 'Greetings Management' }).first()).toBeVisible();
        if (home.role === 'franchisee' || home.role === 'creator')
          await expect(page.getByRole('button', { name: 'New customer' })).toBeVisible();
        await expect(page.getByRole('heading', { name: home.heading })).toBeVisible();
        await shoot(page, `home-${home.role}-${viewport.name}`);
      });
    }

    test('Insights over 7 days, one chart exported as CSV', async ({ page }) => {
      await signInStaff(page.request, DEMO_STAFF.superadminAdmin.phoneNumber);
      await page.goto('/panel/admin/insights');
      await page.getByRole('button', { name: 'Today' }).click();
      await page.getByRole('button', { name: '7 days' }).click();
      await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
      const chart = page.getByRole('region', { name: 'Sign-ups, businesses and cards' });
      await expect(chart).toBeVisible();
      const downloading = page.waitForEvent('download');
      await chart.getByRole('button', { name: 'Download CSV of Sign-ups, businesses and cards' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('insights-signups.csv');
      const lines = (await readFile(await download.path(), 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toBe('Day,Sign-ups,Businesses,Cards published');
      expect(lines).toHaveLength(8);
      await shoot(page, `insights-${viewport.name}`);
    });
  });
}

test('an admin downloads both reports', async ({ page }) => {
  await signInStaff(page.request, DEMO_STAFF.admin.phoneNumber);
  await page.goto('/panel/admin/report');
  for (const [button, firstColumn] of [
    ['Download business report', 'Business ID'],
    ['Download digital card report', 'Card no'],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('report.csv');
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\n')[0]?.startsWith(firstColumn)).toBe(true);
    await expect(page.getByText('Report is downloaded')).toBeVisible();
  }
});

test('an admin signs up a franchisee who makes a customer and their card from Home', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const phoneNumber = uniquePhone();
  await signInStaff(page.request, DEMO_STAFF.admin.phoneNumber);
  await page.goto('/panel/admin/franchisees');
  await page.getByRole('button', { name: 'Sign up franchisee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up a franchisee' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Nisha Field');
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(phoneNumber);
  await dialog.getByRole('checkbox', { name: 'Create customers' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nisha Field was signed up.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Franchisees' }).getByText(phoneNumber)).toBeVisible();

  // The franchisee chooses a password through the OTP path, then works from Home.
  const context = await browser.newContext();
  const field = await context.newPage();
  await field.addInitScript(() => localStorage.setItem('viewedFeatures', '["digital-card-links"]'));
  await field.goto('/panel/franchisee-login');
  const since = Date.now();
  const verify = await field.request.post('/api/v1/franchisee/verifyPhoneNumber', { data: { phoneNumber } });
  expect(await verify.json()).toEqual({ data: { franchiseeExist: true, otpSent: true } });
  const otp = await latestOtp(field.request, phoneNumber, since);
  expect((await field.request.post('/api/v1/verifyOtp', { data: { otp } })).ok()).toBe(true);
  expect(
    (await field.request.post('/api/v1/franchisee/createPassword', { data: { password: 'Field1234' } })).ok(),
  ).toBe(true);
  await field.goto('/panel/admin');
  await expect(field.getByRole('heading', { name: 'Your workspace' })).toBeVisible();
  await field.getByRole('button', { name: 'New customer' }).click();
  const customer = field.getByRole('dialog', { name: 'New customer and business' });
  const businessName = `Nisha Sweets ${phoneNumber.slice(-4)}`;
  await customer.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone());
  await customer.getByRole('textbox', { name: 'Customer name' }).fill('Ramesh Gupta');
  await customer.getByRole('textbox', { name: 'Business name' }).fill(businessName);
  await customer.getByRole('combobox', { name: 'Category' }).click();
  await field.getByRole('option').first().click();
  await customer.getByRole('button', { name: 'Create' }).click();

  // Straight into the customer's card, on their behalf.
  await expect(field).toHaveURL(/\/panel\/admin\/cards\/add\?/);
  await field.getByRole('combobox', { name: 'Title' }).click();
  await field.getByRole('option', { name: 'Mr.' }).click();
  await field.getByRole('textbox', { name: 'Name', exact: true }).fill('Ramesh Gupta');
  await field.getByRole('textbox', { name: 'Company name' }).fill(businessName);
  await field.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9876543210');
  await field.getByRole('button', { name: 'Create card' }).click();
  await expect(field).toHaveURL(/\/panel\/admin\/cards\/edit\?/);
  await expect(field.getByTitle('Card preview')).toBeVisible();

  await field.goto('/panel/admin');
  const latest = field.getByRole('table', { name: 'Latest businesses' });
  await expect(latest.getByRole('row', { name: new RegExp(businessName) })).toContainText('Edit card');
  await context.close();
});
