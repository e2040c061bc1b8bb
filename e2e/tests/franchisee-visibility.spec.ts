import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO_STAFF } from '../support/accounts';
import { signInStaff } from '../support/api';
import { addCard, firstCategoryId } from '../support/cards';
import { uniquePhone } from '../support/unique';

/**
 * Issue 3: "a franchisee sees only the businesses and cards they made, franchisee-with-all-card-access
 * and admins see all of their agency's". 9000000004 is the plain franchisee, 9000000005 the one
 * with all-card access, 9000000002 an admin (README "Demo accounts").
 */

async function staffPage(browser: Browser, phoneNumber: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInStaff(page.request, phoneNumber);
  return page;
}

/** Business names in All Businesses after searching for `tag`. */
async function businessesFound(page: Page, tag: string, expected: number): Promise<string[]> {
  await page.goto('/panel/admin/businesses');
  await page.getByRole('textbox', { name: 'Search by business name or phone' }).fill(tag);
  const rows = page.getByRole('table', { name: 'Businesses' }).getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(expected);
  // The business name is the row's bold text (after the bulk-selection checkbox), above its category.
  return rows.locator('td strong').allInnerTexts();
}

/** Business names in All Projects (digital cards) after searching for `tag`. */
async function cardsFound(page: Page, tag: string, expected: number): Promise<string[]> {
  await page.goto('/panel/admin/projects?projectType=digital_card');
  await page.getByRole('textbox', { name: 'Search by business name' }).fill(tag);
  const rows = page.getByRole('table', { name: 'Digital cards' }).getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(expected);
  return rows.allInnerTexts();
}

test('a franchisee sees only the businesses and cards they made; admins and all-card franchisees see all', async ({
  page,
  browser,
}) => {
  // Three staff sessions and eight list loads: 30 s on a quiet machine, over two minutes under load.
  test.setTimeout(240_000);
  const tag = `Vis${uniquePhone().slice(-6)}`;
  const farhanMade = `${tag} Farhan Bakery`;
  const adminMade = `${tag} Admin Hardware`;

  // The franchisee adds a customer and their business in All Businesses ("New customer").
  await signInStaff(page.request, DEMO_STAFF.franchisee.phoneNumber);
  await page.goto('/panel/admin/businesses');
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer and business' });
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone());
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Farida Khan');
  await dialog.getByRole('textbox', { name: 'Business name' }).fill(farhanMade);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Customer created; 1 business on their account.')).toBeVisible();
  const mine = await page.request.get(`/api/v1/business?search=${encodeURIComponent(farhanMade)}`);
  const farhanBusinessId = ((await mine.json()) as { data: { list: { businessId: string }[] } }).data.list[0]
    ?.businessId;
  if (!farhanBusinessId) throw new Error('the franchisee cannot find the business they made');
  await addCard(page.request, farhanBusinessId, farhanMade);

  // An admin makes another customer, business and card in the same agency.
  const admin = await staffPage(browser, DEMO_STAFF.admin.phoneNumber);
  const registered = await admin.request.post('/api/v1/business/registerUserAndGetBusinesses', {
    data: {
      phoneNumber: uniquePhone(),
      business: { businessName: adminMade, categoryId: await firstCategoryId(admin.request) },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const adminBusinessId = (
    (await registered.json()) as { data: { businesses: { list: { businessId: string }[] } } }
  ).data.businesses.list[0]?.businessId;
  if (!adminBusinessId) throw new Error('no business registered');
  await addCard(admin.request, adminBusinessId, adminMade);

  // The plain franchisee: only what they made, in both lists, and marked as made by them.
  expect(await businessesFound(page, tag, 1)).toEqual([farhanMade]);
  await expect(page.getByRole('row').filter({ hasText: farhanMade })).toContainText('9000000004');
  const farhanCards = await cardsFound(page, tag, 1);
  expect(farhanCards[0]).toContain(farhanMade);
  expect(farhanCards.join()).not.toContain(adminMade);
  // Nor can they open the admin's business by id.
  expect((await page.request.get(`/api/v1/business/${adminBusinessId}`)).status()).toBe(404);

  // An admin and a franchisee with all-card access: everything of the agency.
  const allCards = await staffPage(browser, DEMO_STAFF.franchiseeAllCards.phoneNumber);
  for (const staff of [admin, allCards]) {
    expect((await businessesFound(staff, tag, 2)).sort()).toEqual([adminMade, farhanMade].sort());
    const cards = await cardsFound(staff, tag, 2);
    expect(cards.join()).toContain(farhanMade);
    expect(cards.join()).toContain(adminMade);
  }
  await admin.context().close();
  await allCards.context().close();
});
