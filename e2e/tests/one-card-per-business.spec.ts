import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { addBusiness, addCard } from '../support/cards';
import { openDrawer } from '../support/drawer';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/** Spec section 2, "One Card per Business": the dialog's title, text and button, exactly. */
const TITLE = 'One Card per Business';
const TEXT =
  'Each business can have only one digital card. If you want to create another digital card, you need to add a new business.';

test('a business that has a card refuses a second one with the One Card per Business dialog', async ({
  page,
}) => {
  await signUpCustomer(page.request, uniquePhone(), NEW_PASSWORD);
  const businessName = `Mehta Opticals ${uniquePhone().slice(-4)}`;
  const businessId = await addBusiness(page.request, businessName);
  const card = await addCard(page.request, businessId, businessName);

  // The add screen for this business, as the editor links to it (base64 query, spec section 2).
  await page.goto(`/panel/customer/cards/add?${Buffer.from(`businessId=${businessId}`).toString('base64')}`);
  let dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(TEXT, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add new business' })).toBeVisible();
  // No card form behind the dialog: nothing to fill in for a card that cannot be made.
  await expect(page.getByRole('button', { name: 'Create card' })).toHaveCount(0);

  // Cancel keeps the one card: its editor opens.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/panel\/customer\/cards\/edit\?/);
  const query = Buffer.from(decodeURIComponent(new URL(page.url()).search.slice(1)), 'base64').toString();
  expect(new URLSearchParams(query).get('cardNo')).toBe(String(card.cardNo));

  // The drawer's Create → Digital business card, for the business chosen in the top bar.
  await page.goto('/panel/customer');
  await expect(page.getByRole('button', { name: `Business: ${businessName}` })).toBeVisible();
  const drawer = await openDrawer(page);
  // Two items share the label (My Projects and Create); Create's leads to the add screen.
  await drawer
    .getByRole('link', { name: 'Digital business card' })
    .and(page.locator('[href$="/cards/add"]'))
    .click();
  dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(TEXT);
  await dialog.getByRole('button', { name: 'Add new business' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/businesses\/add/);
  await expect(page.getByRole('textbox', { name: 'Business name' })).toBeVisible();

  // Still exactly one card for the business.
  const cards = await page.request.get(`/api/v1/getCardsByBusiness?businessId=${businessId}`);
  expect(((await cards.json()) as { data: { total: number } }).data.total).toBe(1);
});
