import { expect, test } from '../support/fixtures';
import { DEMO_CUSTOMER, DEMO_STAFF } from '../support/accounts';
import { signInStaff, signUpCustomer } from '../support/api';
import { addBusiness } from '../support/cards';
import { successMessageRunsOut } from '../support/payment-success';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * Issue 13: staff open a business from All Businesses, see its owner, plan and payments, assign a plan
 * from there and edit its details; staff who did not make it cannot open it by its address.
 */
test('an admin opens a business from All Businesses: assigns a plan, edits it, sends a new password, clones it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext();
  const phone = uniquePhone();
  await signUpCustomer(customer.request, phone, NEW_PASSWORD);
  const name = `Open Stores ${phone.slice(-4)}`;
  const businessId = await addBusiness(customer.request, name);

  await page.clock.install();
  await signInStaff(page.request, DEMO_STAFF.admin.phoneNumber);
  await page.goto('/panel/admin/businesses');
  await page.getByRole('textbox', { name: 'Search by business name or phone' }).fill(name);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/panel/admin/business\\?businessId=${businessId}`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(phone).first()).toBeVisible();
  await expect(page.getByText('Not Subscribed')).toBeVisible();
  await expect(page.getByText('No plan payments yet.')).toBeVisible();

  // Assign plan opens the upgrade dialog for this business; a custom plan is assigned after confirming.
  await page.getByRole('button', { name: 'Assign plan' }).click();
  // The dialog opens over the business's page, which keeps its address.
  await expect(page).toHaveURL(new RegExp(`\\?businessId=${businessId}#upgrade$`));
  const dialog = page.getByRole('dialog', { name: 'Premium' });
  await expect(dialog.getByRole('combobox', { name: 'Business' })).toHaveCount(0);
  const custom = dialog.getByRole('article', { name: 'Custom plan' });
  await custom.getByLabel('Subscription name').fill('Shop Special');
  await custom.getByLabel('Validity').fill('2');
  await custom.getByLabel('Price').fill('499');
  await custom.getByRole('button', { name: 'Assign custom plan' }).click();
  await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Ok' }).click();
  await successMessageRunsOut(page);
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plan payments' })).toContainText('Shop Special');

  // Its details, edited and saved in place.
  await page.getByRole('textbox', { name: 'Owner name' }).fill('Meera Iyer');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Business saved.')).toBeVisible();
  const saved = (await (await customer.request.get(`/api/v1/business/${businessId}`)).json()) as {
    data: { ownerName: string };
  };
  expect(saved.data.ownerName).toBe('Meera Iyer');

  // The owner's new password and a clone, from the same page.
  await page.getByRole('button', { name: 'Send a new password' }).click();
  await page
    .getByRole('dialog', { name: 'Send a new password' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(page.getByText(`A new password was sent to ${phone}.`)).toBeVisible();
  expect((await customer.request.get('/api/v1/user')).status()).toBe(401);
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  const clone = page.getByRole('dialog', { name: 'Clone business' });
  await clone.getByRole('textbox', { name: 'Name of the copy' }).fill(`${name} Annexe`);
  await clone.getByRole('button', { name: 'Clone' }).click();
  await expect(page.getByText(`${name} Annexe was created from ${name}.`)).toBeVisible();
  await customer.close();

  // A franchisee who did not make it gets "not found", not the business.
  const franchisee = await browser.newPage();
  await signInStaff(franchisee.request, DEMO_STAFF.franchisee.phoneNumber);
  await franchisee.goto(`/panel/admin/business?businessId=${businessId}`);
  await expect(franchisee.getByText('Business not found.')).toBeVisible();
  await expect(franchisee.getByRole('heading', { name })).toHaveCount(0);
  await franchisee.close();
});

test('an admin selects two businesses in All Businesses, assigns them a plan and extends both by 10 days', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = `Bulk${uniquePhone().slice(-5)}`;
  const ids: string[] = [];
  for (const name of [`${tag} Alpha Stores`, `${tag} Beta Stores`]) {
    const customer = await browser.newContext();
    await signUpCustomer(customer.request, uniquePhone(), NEW_PASSWORD);
    ids.push(await addBusiness(customer.request, name));
    await customer.close();
  }

  await signInStaff(page.request, DEMO_STAFF.admin.phoneNumber);
  await page.goto('/panel/admin/businesses');
  await page.getByRole('textbox', { name: 'Search by business name or phone' }).fill(tag);
  const table = page.getByRole('table', { name: 'Businesses' });
  await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  await table.getByRole('checkbox', { name: `Select ${tag} Alpha Stores` }).check();
  await table.getByRole('checkbox', { name: `Select ${tag} Beta Stores` }).check();

  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText('2 businesses selected');
  await bulk.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Basic Monthly' }).click();
  await bulk.getByRole('button', { name: 'Assign plan' }).click();
  await page.getByRole('dialog', { name: 'Assign plan' }).getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('2 updated.')).toBeVisible();

  const expiry = async (id: string) =>
    (
      (await (await page.request.get(`/api/v1/business/${id}`)).json()) as {
        data: { expiryDateForCustomer: string };
      }
    ).data.expiryDateForCustomer;
  const before = await Promise.all(ids.map(expiry));

  await table.getByRole('checkbox', { name: `Select ${tag} Alpha Stores` }).check();
  await table.getByRole('checkbox', { name: `Select ${tag} Beta Stores` }).check();
  await bulk.getByRole('spinbutton', { name: 'Days' }).fill('10');
  await bulk.getByRole('button', { name: 'Extend validity' }).click();
  const confirm = page.getByRole('dialog', { name: 'Extend validity' });
  await expect(confirm).toContainText('Extend the plan of 2 businesses by 10 days?');
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('2 updated.')).toBeVisible();

  const plusTen = (d: string) =>
    new Date(Date.parse(`${d}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
  // The notice reads as after the first action, so wait for the dates themselves.
  await expect.poll(() => Promise.all(ids.map(expiry))).toEqual(before.map(plusTen));
});

test("a business's page lists its PDF ID cards and promotional videos", async ({ page }) => {
  await signInStaff(page.request, DEMO_STAFF.admin.phoneNumber);
  await page.goto('/panel/admin/businesses');
  await page
    .getByRole('textbox', { name: 'Search by business name or phone' })
    .fill(DEMO_CUSTOMER.businessName);
  await page.getByRole('link', { name: DEMO_CUSTOMER.businessName, exact: true }).click();
  const pdfCards = page.getByRole('region', { name: 'PDF ID cards' });
  await expect(pdfCards.getByRole('listitem').first()).toContainText(/No\. \d+ · /);
  const videos = page.getByRole('region', { name: 'Promotional videos' });
  await expect(videos.getByRole('listitem').first()).toContainText(/No\. \d+ · /);
});
