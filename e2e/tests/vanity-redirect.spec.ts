import { expect, test } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { addBusiness, addCard, saveSection } from '../support/cards';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

test('a shared link to an old vanity id lands on the card at its new id (301)', async ({ page }) => {
  const phone = uniquePhone();
  await signUpCustomer(page.request, phone, NEW_PASSWORD);
  const businessId = await addBusiness(page.request, `Vanity Shop ${phone.slice(-4)}`);
  const card = await addCard(page.request, businessId, `Vanity Shop ${phone.slice(-4)}`);
  const oldId = `vanity-old-${phone.slice(-5)}`;
  const newId = `vanity-new-${phone.slice(-5)}`;
  await saveSection(page.request, 'Settings', card.cardNo, { cardId: oldId, published: true });
  await saveSection(page.request, 'Settings', card.cardNo, { cardId: newId, published: true });

  const direct = await page.request.get(`/${oldId}`, { maxRedirects: 0 });
  expect(direct.status()).toBe(301);
  expect(direct.headers().location).toBe(`/${newId}`);

  await page.goto(`/${oldId}`);
  await expect(page).toHaveURL(new RegExp(`/${newId}$`));
  await expect(page.getByText(`Vanity Shop ${phone.slice(-4)}`).first()).toBeVisible();
});
