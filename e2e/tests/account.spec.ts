import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures';
import { DEMO_STAFF } from '../support/accounts';
import { signInStaff, signUpCustomer } from '../support/api';
import { addBusiness } from '../support/cards';
import { readOutbox } from '../support/outbox';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * Issue 2: "DELETE /api/v1/user (the customer deletes their own account: businesses and cards are
 * soft-deleted, the phone number can sign up again)" and "regenerateRandomPassword (admin of that
 * user's agency: sends a new random password through the outbox/SMS provider)".
 */

test('a customer deletes their account from My account after confirming', async ({ page }) => {
  const phone = uniquePhone();
  await signUpCustomer(page.request, phone, NEW_PASSWORD);
  const businessName = `Leaving Stores ${phone.slice(-4)}`;
  await addBusiness(page.request, businessName);

  await page.goto('/panel/customer');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/account$/);
  await expect(page.getByRole('main').getByText(phone)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your businesses' })).toContainText(businessName);

  // Cancel changes nothing.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(businessName);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get('/api/v1/user')).status()).toBe(200);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/panel\/login/);

  // Signed out, and the password no longer works (signing up again is covered in auth.test.ts: the
  // OTP resend cooldown from this test's own sign-up would answer first here).
  expect((await page.request.get('/api/v1/user')).status()).toBe(401);
  const login = await page.request.post('/api/v1/login', {
    data: { phoneNumber: phone, password: NEW_PASSWORD },
  });
  expect(login.status()).toBeGreaterThanOrEqual(400);
});

test('an admin sends a customer a new password from All Businesses; the old one stops working', async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext();
  const phone = uniquePhone();
  await signUpCustomer(customer.request, phone, NEW_PASSWORD);
  const businessName = `Forgetful Traders ${phone.slice(-4)}`;
  await addBusiness(customer.request, businessName);

  await signInStaff(page.request, DEMO_STAFF.admin.phoneNumber);
  await page.goto('/panel/admin/businesses');
  await page.getByRole('textbox', { name: 'Search by business name or phone' }).fill(businessName);
  const row = page
    .getByRole('table', { name: 'Businesses' })
    .getByRole('row')
    .filter({ hasText: businessName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Send a new password to the owner of ${businessName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a new password' });
  await expect(dialog).toContainText(phone);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`A new password was sent to ${phone}.`)).toBeVisible();

  // The customer's session ended; the SMS carries the new password, which signs in; the old does not.
  expect((await customer.request.get('/api/v1/user')).status()).toBe(401);
  const sms = (await readOutbox(page.request, phone)).find((m) => m.text.includes('password is'));
  const newPassword = /password is (\S+?)\./.exec(sms?.text ?? '')?.[1];
  expect(newPassword, sms?.text).toBeTruthy();
  const oldLogin = await customer.request.post('/api/v1/login', {
    data: { phoneNumber: phone, password: NEW_PASSWORD },
  });
  expect(oldLogin.status()).toBeGreaterThanOrEqual(400);
  const newLogin = await customer.request.post('/api/v1/login', {
    data: { phoneNumber: phone, password: newPassword },
  });
  expect(newLogin.status()).toBe(200);
  await customer.close();
});

test('My account: details, a live password checklist, a new password, the plan and its PDF receipt', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  await signUpCustomer(page.request, phone, NEW_PASSWORD);
  const businessName = `Receipt Stores ${phone.slice(-4)}`;
  const businessId = await addBusiness(page.request, businessName);

  // The agency's admin records a paid month for the business (a manual payment).
  const staff = await browser.newContext();
  await signInStaff(staff.request, DEMO_STAFF.admin.phoneNumber);
  const plans = (await (await staff.request.get('/api/v1/business/subscription-plan')).json()) as {
    data: { subscriptionPlanId: string; name: string; isFreeTrialPlan: boolean }[];
  };
  const plan = plans.data.find((p) => !p.isFreeTrialPlan);
  expect(plan).toBeTruthy();
  const paid = await staff.request.post('/api/v1/card-payment', {
    data: { businessId, subscriptionPlanId: plan?.subscriptionPlanId },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await staff.close();

  await page.goto('/panel/customer/account');
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'Name' }).fill('Kiran Desai');
  await details.getByRole('textbox', { name: 'E-mail' }).fill(`kiran.${phone}@example.com`);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Your details are saved.')).toBeVisible();

  // The business shows its plan; the payment has a receipt that downloads as a PDF.
  await expect(page.getByRole('list', { name: 'Your businesses' })).toContainText(`${plan?.name}`);
  await expect(page.getByRole('list', { name: 'Your businesses' })).toContainText('valid till');
  const payments = page.getByRole('list', { name: 'Your payments' });
  await expect(payments).toContainText(`${plan?.name}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    payments
      .getByRole('button', { name: /^Receipt / })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-\d+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The checklist ticks only what "abc" meets; a wrong current password is refused in place.
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('New password').fill('abc');
  await expect(password.getByRole('img', { name: 'Met', exact: true })).toHaveCount(1);
  await password.getByLabel('New password').fill('Better4567');
  await expect(password.getByRole('img', { name: 'Met', exact: true })).toHaveCount(3);
  await password.getByLabel('Current password').fill('Wrong1234');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is not correct.').first()).toBeVisible();
  await password.getByLabel('Current password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your password is changed.', { exact: false })).toBeVisible();
  const relogin = await browser.newContext();
  expect(
    (
      await relogin.request.post('/api/v1/login', { data: { phoneNumber: phone, password: 'Better4567' } })
    ).ok(),
  ).toBe(true);
  await relogin.close();

  // Log out of all devices, after confirming: this browser lands on the login page.
  await page.getByRole('button', { name: 'Log out of all devices' }).click();
  await page
    .getByRole('dialog', { name: 'Log out of all devices?' })
    .getByRole('button', { name: 'Log out everywhere' })
    .click();
  await expect(page).toHaveURL(/\/panel\/login/);
  expect((await page.request.get('/api/v1/user')).status()).toBe(401);
});
