import { expect, test, type Page } from '@playwright/test';
import vCard from 'vcf';
import { signUpCustomer } from '../support/api';
import { pngFile } from '../support/files';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * Issue 3, the flagship flow: a new customer adds a business, creates its card, fills every section,
 * publishes it, opens the public page at phone size and saves the contact (read back by the `vcf`
 * package, not our code).
 *
 * With the motion of a system that does not ask for less (the suite's default is reduced motion,
 * playwright.config.ts): menus and dialogs fade here, and one still fading out must not take the
 * next click (app/theme.ts).
 */
test.use({ reducedMotion: 'no-preference' });

const SECTION_IDS: Record<string, string> = {
  Links: 'links',
  Template: 'template',
  'Payment options': 'payment-options',
  'Social links': 'social-links',
  'YouTube videos': 'youtube-videos',
  'About us': 'about-us',
  'Products and services': 'products',
  Gallery: 'gallery',
  Settings: 'settings',
};

async function openSection(page: Page, title: string) {
  const header = page.locator(`#${SECTION_IDS[title]}-header`);
  await expect(header).toContainText(title);
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  return page.getByRole('form', { name: title });
}

async function saveSection(page: Page, title: string, saved: string) {
  const form = page.getByRole('form', { name: title });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status').filter({ hasText: saved })).toBeVisible();
}

/** Closes What's New if it opened (a new customer sees it once on the home page). */
async function dismissWhatsNew(page: Page) {
  const dialog = page.getByRole('dialog', { name: "What's New" });
  if (await dialog.isVisible().catch(() => false))
    await dialog.getByRole('button', { name: 'Close' }).click();
}

test('a new customer adds a business, builds and publishes the card, and a phone opens and saves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = uniquePhone();
  await signUpCustomer(page.request, phone, NEW_PASSWORD);
  await page.goto('/panel/customer');
  await expect(page.getByRole('dialog', { name: "What's New" })).toBeVisible();
  await dismissWhatsNew(page);
  await expect(page.getByText('Add your business', { exact: true }).first()).toBeVisible();

  // Add business: the shared schema's message shows for a bad phone number.
  await page.goto('/panel/customer/businesses/add?shouldRedirectToDigitalCardEditorOnAddBusiness=true');
  const businessName = `Sharma Sweets ${phone.slice(-4)}`;
  await page.getByRole('textbox', { name: 'Business name' }).fill(businessName);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Nature of business' }).click();
  await page.getByRole('option', { name: 'Retailer' }).click();
  await page.getByRole('textbox', { name: 'Owner name' }).fill('Ravi Sharma');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('12345');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ravi@sharmasweets.in');
  await page.getByRole('button', { name: 'Add business' }).click();
  await expect(page.getByText('A valid phone number is required.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('12 MG Road');
  await page.getByRole('textbox', { name: 'City' }).fill('Jaipur');
  await page.getByRole('textbox', { name: 'State' }).fill('Rajasthan');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('302001');
  await page.getByLabel('Logo').setInputFiles(await pngFile(page, '#c2410c', 'logo.png'));
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Add business' }).click();

  // Straight to the card's first step; the new business is selected in the top bar.
  await expect(page).toHaveURL(/\/panel\/customer\/cards\/add\?/);
  await expect(page.getByRole('button', { name: `Business: ${businessName}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Title' }).click();
  await page.getByRole('option', { name: 'Mr.' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi Sharma');
  await page.getByRole('textbox', { name: 'Designation' }).fill('Founder');
  await page.getByRole('textbox', { name: 'Company name' }).fill(businessName);
  await page.getByRole('textbox', { name: 'Tagline' }).fill('Fresh sweets since 1985');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9876543210');
  await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('9876543210');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Create card' }).click();
  await expect(page.getByText('A valid email is required.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ravi@sharmasweets.in');
  await page.getByRole('textbox', { name: 'Website' }).fill('sharmasweets.in');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('12 MG Road');
  await page.getByRole('textbox', { name: 'City' }).fill('Jaipur');
  await page.getByRole('textbox', { name: 'State' }).fill('Rajasthan');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('302001');
  await page.getByRole('button', { name: 'Create card' }).click();

  await expect(page).toHaveURL(/\/panel\/customer\/cards\/edit\?/);
  await expect(page.getByTitle('Card preview')).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Card preview"]').getByText('Ravi Sharma').first(),
  ).toBeVisible();

  // Links from the Link Store.
  let form = await openSection(page, 'Links');
  await form.getByRole('button', { name: 'Add link' }).click();
  await page.getByRole('menuitem', { name: 'WhatsApp' }).click();
  await form.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await form.getByRole('button', { name: 'Add link' }).click();
  await page.getByRole('menuitem', { name: 'Google review' }).click();
  await form.getByRole('textbox', { name: 'Link' }).fill('bad link');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A valid link is required.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Link' }).fill('https://g.page/r/sharma-sweets/review');
  await saveSection(page, 'Links', 'Links saved.');

  form = await openSection(page, 'Template');
  await form.getByRole('radio', { name: /style-2/ }).click();
  await saveSection(page, 'Template', 'Template saved.');

  form = await openSection(page, 'Payment options');
  await form.getByRole('textbox', { name: 'UPI id' }).fill('ravi@okicici');
  await saveSection(page, 'Payment options', 'Payment options saved.');

  form = await openSection(page, 'Social links');
  await form.getByRole('button', { name: 'Add social link' }).click();
  await form.getByRole('textbox', { name: 'Profile link' }).fill('https://facebook.com/sharmasweets');
  await saveSection(page, 'Social links', 'Social links saved.');

  form = await openSection(page, 'YouTube videos');
  await form.getByRole('button', { name: 'Add video' }).click();
  await form.getByRole('textbox', { name: 'Video link 1' }).fill('https://youtu.be/dQw4w9WgXcQ');
  await form.getByRole('textbox', { name: 'Title' }).fill('Our kitchen');
  await saveSection(page, 'YouTube videos', 'YouTube videos saved.');

  form = await openSection(page, 'About us');
  await form
    .getByRole('textbox', { name: 'About us text' })
    .fill('Family sweet shop making ghewar and laddoos every morning.');
  await form.getByRole('textbox', { name: 'Year of establishment' }).fill('1985');
  await saveSection(page, 'About us', 'About us saved.');

  form = await openSection(page, 'Products and services');
  await form.getByRole('button', { name: 'Add product' }).click();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ghewar');
  await form.getByRole('textbox', { name: 'Price' }).fill('499.50');
  await form.getByRole('textbox', { name: 'Unit' }).fill('per kg');
  await form.getByLabel('Item 1 image').setInputFiles(await pngFile(page, '#eab308', 'ghewar.png'));
  await expect(form.getByRole('img', { name: 'Item 1 image' })).toBeVisible();
  await saveSection(page, 'Products and services', 'Products saved.');

  form = await openSection(page, 'Gallery');
  await form
    .getByLabel('Add gallery images')
    .setInputFiles([await pngFile(page, '#16a34a', 'shop.png'), await pngFile(page, '#2563eb', 'team.png')]);
  await expect(form.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();
  await form.getByRole('button', { name: 'Move gallery image 2 up' }).click();
  await saveSection(page, 'Gallery', 'Gallery saved.');

  // Settings: a vanity id, checked while typing.
  form = await openSection(page, 'Settings');
  await form.getByRole('textbox', { name: 'Card id' }).fill('demo-traders');
  await expect(form.getByText(/already taken|not available/)).toBeVisible();
  const cardId = `sharma-${phone.slice(-6)}`;
  await form.getByRole('textbox', { name: 'Card id' }).fill(cardId);
  await expect(form.getByText(`${cardId} is available.`)).toBeVisible();
  await saveSection(page, 'Settings', 'Settings saved.');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your card is published. Share the link!')).toBeVisible();
  const qr = await page.request.get(`/${cardId}/qr.png`);
  expect(qr.headers()['content-type']).toContain('image/png');

  // The public page on a phone shows every section.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const card = await phoneContext.newPage();
  const response = await card.goto(`/${cardId}`);
  expect(response?.status()).toBe(200);
  await expect(card.getByRole('heading', { name: businessName, level: 1 })).toBeVisible();
  for (const heading of [
    'Contact',
    'Links',
    'Follow us',
    'About us',
    'Products & services',
    'Videos',
    'Gallery',
    'Pay us',
  ])
    await expect(card.getByRole('heading', { name: heading })).toBeAttached();
  await expect(card.getByRole('heading', { name: 'Ghewar' })).toBeVisible();
  await expect(card.getByText(/₹\s?499\.50/)).toBeVisible();
  await expect(card.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(card.locator('a[href^="https://wa.me/"]').first()).toBeAttached();
  await card.screenshot({ path: 'artifacts/cards-public-page.png', fullPage: true });

  // Save contact: the vCard as a phone would get it, parsed by a third-party library.
  const vcf = await card.request.get(`/${cardId}/contact.vcf`);
  expect(vcf.status()).toBe(200);
  const parsed = vCard.parse(await vcf.text())[0];
  if (!parsed) throw new Error('no vCard');
  expect(String(parsed.get('fn').valueOf())).toContain('Ravi Sharma');
  const tels = [parsed.get('tel')].flat().map((t) => String(t.valueOf()));
  expect(tels.some((t) => t.replace(/\D/g, '').endsWith('9876543210'))).toBe(true);
  expect(String([parsed.get('email')].flat()[0]?.valueOf())).toBe('ravi@sharmasweets.in');
  const urls = [parsed.get('url')].flat().map((u) => String(u.valueOf()));
  expect(urls.some((u) => u.includes(`/${cardId}`) || u.includes('sharmasweets.in'))).toBe(true);
  await phoneContext.close();

  // Home shows the card with its activity; My Projects lists it.
  await page.goto('/panel/customer');
  await expect(page.getByRole('heading', { name: businessName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Card activity' })).toBeVisible();
  await page.goto('/panel/customer/projects?projectType=digital_card');
  await expect(
    page.getByRole('list', { name: 'Digital business cards' }).getByText(businessName),
  ).toBeVisible();

  // One Card per Business: creating a second card for this business.
  await page.goto('/panel/customer/cards/add');
  const oneCard = page.getByRole('dialog', { name: 'One Card per Business' });
  await expect(oneCard).toBeVisible();
  await expect(oneCard).toContainText(
    'Each business can have only one digital card. If you want to create another digital card, you need to add a new business.',
  );
  await oneCard.getByRole('button', { name: 'Add new business' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/businesses\/add/);
});
