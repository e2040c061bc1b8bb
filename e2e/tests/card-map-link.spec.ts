import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { addBusiness, addCard, publish } from '../support/cards';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * The map location of a card's basic details takes only a Google Maps link (the shared schema's
 * 'A valid link is required.' otherwise), and the public card's Directions button opens that link.
 */
test('the map location takes only a Google Maps link, and Directions opens it', async ({ page, browser }) => {
  await signUpCustomer(page.request, uniquePhone(), NEW_PASSWORD);
  const businessName = `Patel Hardware ${uniquePhone().slice(-4)}`;
  const card = await addCard(page.request, await addBusiness(page.request, businessName), businessName);
  await publish(page.request, card);

  await page.goto(`/panel/customer/cards/edit?${Buffer.from(`cardNo=${card.cardNo}`).toString('base64')}`);
  const header = page.locator('#basic-details-header');
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  const form = page.getByRole('form', { name: 'Basic details' });
  const mapLink = form.getByRole('textbox', { name: 'Map location link' });

  await mapLink.fill('https://www.openstreetmap.org/#map=17/23.0225/72.5714');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A valid link is required.')).toBeVisible();

  await mapLink.fill('maps.app.goo.gl/Yx3kQ9aB7cD2eF1g8');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Basic details saved.' })).toBeVisible();

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await phone.goto(`/${card.cardId}`);
  await expect(phone.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    'https://maps.app.goo.gl/Yx3kQ9aB7cD2eF1g8',
  );
  await visitor.close();
});
