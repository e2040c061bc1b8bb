import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_STAFF } from '../support/accounts';
import { latestOtp } from '../support/outbox';

test('staff reset a forgotten password through an OTP and land on /panel/admin', async ({ page }) => {
  // Resets the demo franchisee to its own demo password, so other tests keep working.
  const phone = DEMO_STAFF.franchisee.phoneNumber;
  await page.goto('/panel/franchisee-login');
  await page.getByLabel('Mobile number').fill(phone);
  const since = Date.now();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/panel\/franchisee-otp$/);

  const otp = await latestOtp(page.request, phone, since);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/panel\/franchisee-createPassword$/);
  await page.getByLabel('New password').fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/panel\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('forgot password for a number without a staff account says so', async ({ page }) => {
  await page.goto('/panel/franchisee-login');
  const phone = page.getByLabel('Mobile number');
  await phone.fill('9812345678');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/panel\/franchisee-login$/);
});
