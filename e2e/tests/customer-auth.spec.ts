import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_FOREIGN_CUSTOMER, DEMO_PASSWORD } from '../support/accounts';
import { latestOtp } from '../support/outbox';
import { openDrawer } from '../support/drawer';
import { NEW_PASSWORD, uniqueEmail, uniquePhone } from '../support/unique';

/** Enters the OTP the dev outbox holds for `to` and lands on /panel/createPassword. */
async function enterOtpFromOutbox(page: Page, to: string, since: number) {
  await expect(page).toHaveURL(/\/panel\/otp/);
  const otp = await latestOtp(page.request, to, since);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/panel\/createPassword/);
}

async function createPassword(page: Page, password: string, reset = false) {
  for (const rule of ['At least 8 characters', 'At least one letter and one number']) {
    await expect(page.getByText(rule)).toBeVisible();
  }
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: reset ? 'Save password' : 'Create password' }).click();
}

async function logout(page: Page) {
  const nav = await openDrawer(page);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/panel\/login$/);
}

test('a new customer signs up with the OTP from the outbox, logs out and logs in again', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/panel/login?ref=e2e');
  await page.getByLabel('Mobile number').fill(phone);
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The query string survives the move to /panel/otp (spec section 4).
  await expect(page).toHaveURL(/\/panel\/otp\?ref=e2e$/);

  // A wrong OTP: the server's message shows on the field and the page stays.
  await page.getByLabel('OTP').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('OTP')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/panel\/otp/);

  await enterOtpFromOutbox(page, phone, since);
  await createPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/panel\/customer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  await openDrawer(page);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText('Logged in as')).toBeVisible();
  await expect(account.getByText(phone)).toBeVisible();
  await page.keyboard.press('Escape');
  await logout(page);

  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/panel\/customer$/);
});

test('a customer resets a forgotten password through an OTP', async ({ page }) => {
  // The demo foreign customer (e-mail) has had no OTP yet, so no resend cooldown is running; no
  // other test signs in with it.
  const { email } = DEMO_FOREIGN_CUSTOMER;
  await page.goto('/panel/login');
  await page.getByLabel('Foreign user? Use e-mail instead').check();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
  const since = Date.now();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await enterOtpFromOutbox(page, email, since);
  await createPassword(page, NEW_PASSWORD, true);
  await expect(page).toHaveURL(/\/panel\/customer$/);
  await logout(page);

  await page.getByLabel('Foreign user? Use e-mail instead').check();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/panel\/customer$/);
});

test('a foreign customer signs up with an e-mail address', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/panel/login');
  await page.getByLabel('Foreign user? Use e-mail instead').check();
  await page.getByLabel('E-mail address').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();

  await page.getByLabel('E-mail address').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterOtpFromOutbox(page, email, since);
  await createPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/panel\/customer$/);
  await openDrawer(page);
  await expect(page.getByRole('region', { name: 'Account' }).getByText(email)).toBeVisible();
});

test('a malformed phone number is refused with the shared message', async ({ page }) => {
  await page.goto('/panel/login');
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a valid 10-digit Indian mobile number.')).toBeVisible();
  await expect(page).toHaveURL(/\/panel\/login$/);
});

test('the login page shows the agency from the start, with no call for its details', async ({ page }) => {
  const detailsCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/agency-details')) detailsCalls.push(r.url());
  });
  await page.goto('/panel/login');
  await expect(page.getByRole('main').getByText('Demo Agency', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Login · Demo Agency');
  await page.getByLabel('Mobile number').fill('12345');
  expect(detailsCalls).toEqual([]);
});
