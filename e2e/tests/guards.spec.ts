import { expect, test } from '../support/fixtures';
import { DEMO_CUSTOMER } from '../support/accounts';
import { signInCustomer } from '../support/api';
import { uniquePhone } from '../support/unique';

test('/panel/otp without auth data redirects to /panel/login keeping the query', async ({ page }) => {
  await page.goto('/panel/otp?source=link');
  await expect(page).toHaveURL(/\/panel\/login\?source=link$/);
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
});

test('/panel/createPassword without a verified OTP redirects to /panel/otp', async ({ page }) => {
  // With a pending sign-in (auth data) but no verified OTP the guard stops at the OTP page.
  await page.goto('/panel/login');
  await page.getByLabel('Mobile number').fill(uniquePhone());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/panel\/otp$/);
  await page.goto('/panel/createPassword');
  await expect(page).toHaveURL(/\/panel\/otp$/);
  await expect(page.getByLabel('OTP')).toBeVisible();
});

test('/panel/createPassword with no sign-in at all ends on /panel/login', async ({ page }) => {
  await page.goto('/panel/createPassword');
  await expect(page).toHaveURL(/\/panel\/login$/);
});

test('the customer area without a session says so and goes to the login page', async ({ page }) => {
  await page.goto('/panel/customer');
  await expect(page.getByText('Failed to authenticate user')).toBeVisible();
  await expect(page).toHaveURL(/\/panel\/login$/);
});

test('the admin area without a session goes to the franchisee login page', async ({ page }) => {
  await page.goto('/panel/admin/businesses');
  await expect(page.getByText('Failed to authenticate user')).toBeVisible();
  await expect(page).toHaveURL(/\/panel\/franchisee-login$/);
});

test('/panel/thankyou without card data redirects to /panel/customer', async ({ page }) => {
  await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
  await page.goto('/panel/thankyou');
  await expect(page).toHaveURL(/\/panel\/customer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
