import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_STAFF } from '../support/accounts';
import { signInStaff, signUpCustomer } from '../support/api';
import { openDrawer } from '../support/drawer';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * Issue 4 in the browser: the #upgrade Premium dialog against Demo Agency's seeded plans, paying in
 * the built-in Razorpay sandbox's checkout (Pay / Fail), the free trial, 'Connect with admin', and an
 * admin's custom plan after the spec's confirmation.
 */

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function firstCategoryId(request: APIRequestContext): Promise<string> {
  const { list } = await data<{ list: { categoryId: string }[] }>(
    await request.get('/api/v1/business/categories'),
  );
  const first = list[0];
  if (!first) throw new Error('no business categories seeded');
  return first.categoryId;
}

/** A fresh customer (so the free trial is still on offer) with one business, signed in on `page`. */
async function customerWithBusiness(page: Page, businessName = `E2E Shop ${Date.now() % 100000}`) {
  await signUpCustomer(page.request, uniquePhone(), NEW_PASSWORD);
  const categoryId = await firstCategoryId(page.request);
  const saved = await data<{ businessId: string }>(
    await page.request.post('/api/v1/business', { data: { businessName, categoryId } }),
  );
  return { businessId: saved.businessId, businessName };
}

const entitlements = (request: APIRequestContext, businessId: string) =>
  request
    .get('/api/v1/payment/entitlements', { params: { businessId } })
    .then((r) => data<{ isActive: boolean; planName: string | null; validTo: string | null }>(r));

const premium = (page: Page) => page.getByRole('dialog', { name: 'Premium' });

test('a customer buys a monthly plan through the sandbox checkout and reaches the thank-you page', async ({
  page,
}) => {
  const { businessId } = await customerWithBusiness(page);
  await page.goto('/panel/customer');
  const nav = await openDrawer(page);
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#upgrade$/);
  const dialog = premium(page);
  await expect(dialog).toBeVisible();

  // Demo Agency has monthly and yearly plans: both tabs, Monthly first, cards by displayOrder descending.
  await expect(dialog.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: 'Yearly' })).toBeVisible();
  const cards = dialog.getByRole('list', { name: 'Subscription plans' }).getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText(['Premium Monthly', 'Basic Monthly']);
  await expect(cards.first()).toContainText('₹499.00');

  await cards.filter({ hasText: 'Premium Monthly' }).getByRole('button', { name: 'Buy now' }).click();
  const checkout = page.frameLocator('iframe[data-sandbox-razorpay]');
  await expect(checkout.getByText('₹499.00')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/panel\/customer\/thankyou\?data=/);
  await expect(page.getByTestId('thankyou-plan')).toHaveText('Premium Monthly');
  await expect(page.getByTestId('thankyou-record')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('thankyou-valid-to')).toHaveText(/\d{4}$/);
  const ent = await entitlements(page.request, businessId);
  expect(ent).toMatchObject({ isActive: true, planName: 'Premium Monthly' });
});

test('a customer starts the free trial once', async ({ page }) => {
  const { businessId } = await customerWithBusiness(page);
  await page.goto('/panel/customer#upgrade');
  await premium(page).getByRole('button', { name: 'Start free trial' }).click();
  const info = page.getByRole('dialog', { name: 'Free Trial' });
  await expect(info).toContainText('Start date');
  await expect(info).toContainText('Valid till');
  await info.getByRole('button', { name: 'Start Free Trial' }).click();

  await expect(page).toHaveURL(/\/panel\/customer\/thankyou\?data=/);
  await expect(page.getByTestId('thankyou-plan')).toHaveText('Free Trial');
  expect(await entitlements(page.request, businessId)).toMatchObject({
    isActive: true,
    planName: 'Free Trial',
  });

  // The offer is gone once taken.
  await page.goto('/panel/customer#upgrade');
  await expect(premium(page).getByRole('tab', { name: 'Monthly' })).toBeVisible();
  await expect(premium(page).getByRole('button', { name: 'Start free trial' })).toHaveCount(0);
});

test('a failed payment alerts the reason, reloads and credits nothing', async ({ page }) => {
  const { businessId } = await customerWithBusiness(page);
  await page.goto('/panel/customer#upgrade');
  const alerted = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.message());
      void d.accept();
    }),
  );
  await premium(page)
    .getByRole('article')
    .filter({ hasText: 'Basic Monthly' })
    .getByRole('button', { name: 'Buy now' })
    .click();
  await page.frameLocator('iframe[data-sandbox-razorpay]').getByRole('button', { name: 'Fail' }).click();
  expect(await alerted).not.toBe('');
  // After the reload the dialog is back (the hash stays) and nothing was bought.
  await expect(premium(page)).toBeVisible();
  expect(await entitlements(page.request, businessId)).toMatchObject({ isActive: false });
});

test("a business made by a staff member who is not a listed agent sees 'Connect with admin'", async ({
  page,
  baseURL,
}) => {
  await signUpCustomer(page.request, uniquePhone(), NEW_PASSWORD);
  const me = await data<{ userId: string }>(await page.request.get('/api/v1/user'));
  const staff = await playwrightRequest.newContext({ baseURL });
  await signInStaff(staff, DEMO_STAFF.franchisee.phoneNumber);
  const categoryId = await firstCategoryId(staff);
  await data(
    await staff.post('/api/v1/business', {
      data: { businessName: 'Franchisee Made Shop', categoryId, userId: me.userId },
    }),
  );
  await staff.dispose();

  await page.goto('/panel/customer#upgrade');
  await premium(page).getByRole('article').first().getByRole('button', { name: 'Buy now' }).click();
  const connect = page.getByRole('alertdialog', { name: 'Connect with admin' });
  await expect(connect).toContainText('Please connect with admin to purchase subscription plan.');
  await expect(page.locator('iframe[data-sandbox-razorpay]')).toHaveCount(0);
});

test('an admin assigns a custom plan to a business after the confirmation, and can cancel it in Billing', async ({
  page,
  browser,
}) => {
  const customer = await browser.newPage();
  const { businessId, businessName } = await customerWithBusiness(
    customer,
    `Custom Plan Shop ${Date.now() % 100000}`,
  );

  await signInStaff(page.request, DEMO_STAFF.admin.phoneNumber);
  await page.goto('/panel/admin#upgrade');
  const dialog = premium(page);
  await dialog.getByRole('combobox', { name: 'Business' }).fill(businessName);
  await page.getByRole('option', { name: new RegExp(businessName) }).click();

  const custom = dialog.getByRole('article', { name: 'Custom plan' });
  await custom.getByRole('button', { name: 'Assign custom plan' }).click();
  await expect(custom.getByText('Subscription name is Required')).toBeVisible();
  await expect(custom.getByText('Validity is Required')).toBeVisible();
  await expect(custom.getByText('Price is Required')).toBeVisible();

  await custom.getByLabel('Subscription name').fill('Festival Special');
  await custom.getByLabel('Validity').fill('3');
  await custom.getByLabel('Price').fill('999');
  await custom.getByRole('checkbox', { name: 'PDF ID cards' }).check();
  await expect(custom.getByLabel('Limit (PDF ID cards)')).toHaveValue('1');
  await custom.getByRole('button', { name: 'Assign custom plan' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm' });
  await expect(confirm).toContainText('Are you sure you want to upgrade plan for this business?');
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Your payment was successful!')).toBeVisible();

  expect(await entitlements(customer.request, businessId)).toMatchObject({
    isActive: true,
    planName: 'Festival Special',
  });

  // A mistaken manual update is undone from Billing: the record stays, cancelled, and the plan goes.
  await page.goto('/panel/admin/billing');
  const payments = page.getByRole('region', { name: 'Business payments' });
  await payments.getByRole('combobox', { name: 'Business' }).fill(businessName);
  await page.getByRole('option', { name: new RegExp(businessName) }).click();
  const plans = payments.getByRole('region', { name: 'Plan payments' });
  const record = plans.getByRole('listitem').filter({ hasText: 'Festival Special' });
  await expect(record).toContainText('Manual');
  await record.getByRole('button', { name: /^Cancel payment #/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel payment' });
  await expect(cancel).toContainText('The business loses the plan it gave.');
  await cancel.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(record).toContainText('Cancelled');
  await expect(record.getByRole('button', { name: /^Cancel payment #/ })).toHaveCount(0);
  expect(await entitlements(customer.request, businessId)).toMatchObject({ isActive: false });
  await customer.close();
});
