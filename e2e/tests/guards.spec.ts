import { expect, test } from '../support/fixtures';
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STAFF } from '../support/accounts';
import { signInCustomer, signInStaff } from '../support/api';
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

test('a logged-out deep link goes to the login page, no error, and returns there after login', async ({
  page,
}) => {
  await page.goto('/panel/customer/projects?from=link');
  await expect(page).toHaveURL(/\/panel\/login\?returnTo=%2Fcustomer%2Fprojects%3Ffrom%3Dlink$/);
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await expect(page.getByText('Failed to authenticate user')).toHaveCount(0);

  await page.getByLabel('Mobile number').fill(DEMO_CUSTOMER.phoneNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/projects\?from=link$/);
  await expect(page.getByText('Failed to authenticate user')).toHaveCount(0);
});

test('a return path to another site or area is ignored', async ({ page }) => {
  await page.goto('/panel/login?returnTo=%2F%2Fevil.example%2Fcustomer');
  await page.getByLabel('Mobile number').fill(DEMO_CUSTOMER.phoneNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/panel\/customer$/);
});

test('the admin area without a session goes to the franchisee login page with its return path', async ({
  page,
}) => {
  await page.goto('/panel/admin/businesses');
  await expect(page).toHaveURL(/\/panel\/franchisee-login\?returnTo=%2Fadmin%2Fbusinesses$/);
  await expect(page.getByText('Failed to authenticate user')).toHaveCount(0);
});

test('/panel/thankyou without card data redirects to /panel/customer', async ({ page }) => {
  await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
  await page.goto('/panel/thankyou');
  await expect(page).toHaveURL(/\/panel\/customer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a staff screen typed by a role its drawer does not offer says so, and the user stays signed in', async ({
  page,
}) => {
  // 9000000002 is a plain admin: Insights is for superadmin and admin; a franchisee has no Franchisee List.
  await signInStaff(page.request, DEMO_STAFF.admin.phoneNumber);
  await page.goto('/panel/admin/insights');
  await expect(page.getByText('Not available for your role')).toBeVisible();
  await expect(page.getByText('Failed to authenticate user')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Your agency at a glance' })).toBeVisible();

  await signInStaff(page.request, DEMO_STAFF.franchisee.phoneNumber);
  for (const path of ['franchisees', 'report', 'link-store', 'agency-management']) {
    await page.goto(`/panel/admin/${path}`);
    await expect(page.getByText('Not available for your role')).toBeVisible();
  }
  await expect(page).toHaveURL(/\/panel\/admin\/agency-management$/);
});
