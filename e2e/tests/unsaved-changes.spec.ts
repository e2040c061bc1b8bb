import { expect, test } from '../support/fixtures';
import { DEMO_STAFF } from '../support/accounts';
import { signInStaff, signUpCustomer } from '../support/api';
import { addBusiness, addCard, publish } from '../support/cards';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * Issue 10: unsaved edits are not lost without a prompt, and taking a card offline (unpublishing,
 * staff's Active switch) asks first, saying what visitors will see.
 */

test('leaving the card editor with unsaved edits asks first; Stay keeps them, after Save it just leaves', async ({
  page,
}) => {
  const phone = uniquePhone();
  await signUpCustomer(page.request, phone, NEW_PASSWORD);
  const businessId = await addBusiness(page.request, `Unsaved Stores ${phone.slice(-4)}`);
  const card = await addCard(page.request, businessId, `Unsaved Stores ${phone.slice(-4)}`);
  // In the app from Home, so the back button stays inside the panel (not a new page load).
  await page.goto('/panel/customer');
  const whatsNew = page.getByRole('dialog', { name: "What's New" });
  if (await whatsNew.isVisible().catch(() => false))
    await whatsNew.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Edit card' }).click();
  await expect(page).toHaveURL(/\/cards\/edit/);
  await page.locator('#about-us-header').click();
  const about = page.getByRole('form', { name: 'About us' });
  await about.getByRole('textbox', { name: 'Year of establishment' }).fill('1998');

  // The back button (history.back: a blocked navigation never finishes loading, so goBack would wait).
  // It leaves the editor at all only because the preview frame adds no history entries.
  const back = () => page.evaluate(() => history.back());
  await back();
  const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(prompt).toContainText('Your changes to About us are not saved.');
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/cards\/edit/);
  await expect(about.getByRole('textbox', { name: 'Year of establishment' })).toHaveValue('1998');

  // Saved: leaving no longer asks.
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByRole('status').filter({ hasText: 'About us saved.' })).toBeVisible();
  await back();
  await expect(page).toHaveURL(/\/panel\/customer$/);
  await expect(prompt).toBeHidden();

  // Edit again and choose Leave: the page goes, the edit is not saved.
  await page.getByRole('link', { name: 'Edit card' }).click();
  await page.locator('#about-us-header').click();
  await about.getByRole('textbox', { name: 'Year of establishment' }).fill('2001');
  await back();
  await prompt.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/panel\/customer$/);
  const saved = (await (await page.request.get(`/api/v1/card?cardNo=${card.cardNo}`)).json()) as {
    data: { aboutUs: { yearOfEstablishment: number } };
  };
  expect(saved.data.aboutUs.yearOfEstablishment).toBe(1998);
});

test('unpublishing and switching a card off say what visitors will see, and Cancel changes nothing', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  await signUpCustomer(page.request, phone, NEW_PASSWORD);
  const name = `Offline Stores ${phone.slice(-4)}`;
  const businessId = await addBusiness(page.request, name);
  const card = await addCard(page.request, businessId, name);
  await publish(page.request, card);
  await page.goto(`/panel/customer/cards/edit?${Buffer.from(`cardNo=${card.cardNo}`).toString('base64')}`);

  await page.getByRole('button', { name: 'Unpublish' }).click();
  const unpublish = page.getByRole('dialog', { name: 'Unpublish your card?' });
  await expect(unpublish).toContainText(`/${card.cardId}`);
  await expect(unpublish).toContainText('"Card not found"');
  await unpublish.getByRole('button', { name: 'Cancel' }).click();
  expect((await page.request.get(`/${card.cardId}`)).status()).toBe(200);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Your card is unpublished.')).toBeVisible();
  expect((await page.request.get(`/${card.cardId}`)).status()).toBe(404);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Your card is published. Share the link!')).toBeVisible();

  // Staff's Active switch on All Projects.
  const staff = await browser.newPage();
  await signInStaff(staff.request, DEMO_STAFF.admin.phoneNumber);
  await staff.goto('/panel/admin/projects?projectType=digital_card');
  await staff.getByRole('textbox', { name: 'Search by business name' }).fill(name);
  const active = staff.getByRole('switch', { name: `Card ${card.cardId} active` });
  await active.click();
  const off = staff.getByRole('dialog', { name: `Switch card ${card.cardId} off?` });
  await expect(off).toContainText('"This card is not active"');
  await off.getByRole('button', { name: 'Cancel' }).click();
  await expect(active).toBeChecked();
  expect((await staff.request.get(`/${card.cardId}`)).status()).toBe(200);
  await active.click();
  await off.getByRole('button', { name: 'Switch off' }).click();
  await expect(active).not.toBeChecked();
  expect((await staff.request.get(`/${card.cardId}`)).status()).toBe(410);
  await staff.close();
});
