import { test, expect } from '../support/fixtures';
import { DEMO_CUSTOMER, DEMO_STAFF } from '../support/accounts';
import { signInCustomer, signInStaff } from '../support/api';

/** Issue 14: a static page published and opened; a customer's feedback read by an admin. */
test('a superadmin publishes a category page and a visitor opens it at /p/{slug}', async ({
  page,
  browser,
}) => {
  await signInStaff(page.request, DEMO_STAFF.superadminAdmin.phoneNumber);
  await page.goto('/panel/admin/category-static-page-management');
  const title = `Digital cards for bakeries ${Date.now() % 1_000_000}`;
  await page.getByRole('button', { name: 'New page' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New static page' });
  await dialog.getByRole('combobox', { name: 'Business category' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Page text' })
    .fill('Share your bakery menu on WhatsApp in one tap.');
  await dialog.getByRole('switch', { name: 'Published' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`"${title}" saved.`)).toBeVisible();

  const link = page
    .getByRole('list', { name: 'Static pages' })
    .getByRole('link', { name: /\/p\/digital-cards/ })
    .first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('no public address shown');
  const visitor = await browser.newPage();
  await visitor.goto(href);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Share your bakery menu on WhatsApp in one tap.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Create your digital card' }).first()).toHaveAttribute(
    'href',
    /\/panel\/login$/,
  );
  await visitor.close();
});

test('a customer sends feedback from their account page and an admin reads it', async ({ page, browser }) => {
  await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
  await page.goto('/panel/customer/account');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  const words = `Please add Marathi greetings ${Date.now() % 1_000_000}`;
  await dialog.locator('label').filter({ hasText: '4 Stars' }).click();
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill(words);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();

  const admin = await browser.newPage();
  await signInStaff(admin.request, DEMO_STAFF.admin.phoneNumber);
  await admin.goto('/panel/admin');
  await admin.getByRole('link', { name: 'Customer feedback' }).click();
  const item = admin.getByRole('list', { name: 'Feedback' }).getByRole('listitem').filter({ hasText: words });
  await expect(item).toBeVisible();
  await expect(item.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await admin.close();
});
