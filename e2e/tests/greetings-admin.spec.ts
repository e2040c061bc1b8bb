import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STAFF } from '../support/accounts';
import { openDrawer } from '../support/drawer';

/**
 * Greetings Management and Ui Customisation as the demo superadmin (who is also admin): build a
 * festival with its date, upload a post, delete it after confirming; add a section to the greeting
 * page and save it. The upload is one of the demo library's generated pictures.
 */
const HOLI = new URL('../../apps/server/src/seed/greetings-library/holi-square.jpg', import.meta.url);

async function signInAsSuperadmin(page: Page) {
  await page.goto('/panel/franchisee-login');
  await page.getByLabel('Mobile number').fill(DEMO_STAFF.superadminAdmin.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/panel\/admin$/);
}

test('a superadmin adds a dated festival, uploads a post and deletes it after confirming', async ({
  page,
}) => {
  const name = `Admin E2E Fest ${Date.now() % 1_000_000}`;
  await signInAsSuperadmin(page);
  await (await openDrawer(page)).getByRole('link', { name: 'Greetings Management' }).click();
  await expect(page).toHaveURL(/\/panel\/admin\/daily-image-management$/);

  // A festival category exists in the demo library; make one if this database has none.
  await expect(
    page.getByRole('tablist', { name: 'Categories' }).or(page.getByText('No categories yet')),
  ).toBeVisible();
  const festivals = page.getByRole('tab', { name: /· Festival/ });
  if ((await festivals.count()) === 0) {
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByLabel('Category name').fill('Festivals');
    await page.getByRole('button', { name: 'Save' }).click();
  }
  await festivals.first().click();

  await page.getByRole('button', { name: 'Add subcategory' }).click();
  const form = page.getByRole('dialog', { name: /Add subcategory/ });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Subcategory name is required.')).toBeVisible();
  await form.getByLabel('Festival name').fill(name);
  // Dates read dd/mm/yyyy whatever the browser's language; a mistyped one is flagged, not sent.
  const date = form.getByLabel('Festival date');
  await date.fill('31/02/2027');
  await date.blur();
  await expect(form.getByText('Use dd/mm/yyyy, for example 20/10/2027.')).toBeVisible();
  await date.fill('2027-10-20');
  await date.blur();
  await expect(date).toHaveValue('20/10/2027');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: /Subcategories of/ })
      .getByRole('button', { name: new RegExp(`^${name}`) }),
  ).toContainText('20 Oct 2027');

  await expect(page.getByRole('heading', { name: `Posts in ${name} (0)` })).toBeVisible();
  await page.getByRole('button', { name: 'Upload posts' }).click();
  const upload = page.getByRole('dialog', { name: `Upload posts to ${name}` });
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'holi.jpg', mimeType: 'image/jpeg', buffer: await readFile(HOLI) });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByText('1 post uploaded.')).toBeVisible();
  await upload.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: `Posts in ${name} (1)` })).toBeVisible();

  await page.getByRole('checkbox', { name: /^Select square image/ }).check();
  await page.getByRole('button', { name: 'Delete (1)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete posts' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: `Posts in ${name} (1)` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete (1)' }).click();
  await page.getByRole('dialog', { name: 'Delete posts' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: `Posts in ${name} (0)` })).toBeVisible();
});

test('a superadmin deletes a category after confirming; one with subcategories is refused', async ({
  page,
}) => {
  const name = `E2E Category ${Date.now() % 1_000_000}`;
  await signInAsSuperadmin(page);
  await page.goto('/panel/admin/daily-image-management');
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByLabel('Category name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  const chip = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await expect(chip).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Add subcategory' }).click();
  const form = page.getByRole('dialog', { name: /Add subcategory/ });
  await form.getByLabel('Festival name').fill(`${name} day`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  const deleteCategory = async () => {
    await chip.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete category' })
      .getByRole('button', { name: 'Delete' })
      .click();
  };
  await deleteCategory();
  const refused = page.getByRole('alertdialog', { name: 'Error' });
  await expect(refused).toContainText(
    'This category still has subcategories. Delete its subcategories first.',
  );
  await refused.getByRole('button', { name: 'Ok' }).click();
  await expect(chip).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name} day` }).click();
  await page
    .getByRole('dialog', { name: 'Delete subcategory' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('button', { name: `Delete ${name} day` })).toHaveCount(0);
  await deleteCategory();
  await expect(chip).toHaveCount(0);
});

test('a superadmin adds a section to the greeting page in Ui Customisation', async ({ page }) => {
  const title = `Picked for you ${Date.now() % 1_000_000}`;
  await signInAsSuperadmin(page);
  await (await openDrawer(page)).getByRole('link', { name: 'Ui Customisation' }).click();
  await expect(page).toHaveURL(/\/panel\/admin\/ui-customisation$/);
  await page.getByRole('tab', { name: 'GREETING_IMAGE_PAGE' }).click();

  await page.getByRole('button', { name: 'Add section' }).click();
  const section = page.getByRole('group', { name: /Section \d+$/ }).last();
  await section.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save sections' }).click();
  // "Posts of chosen subcategories" needs at least one subcategory.
  await expect(page.getByText('Choose at least one subcategory.')).toBeVisible();
  const added = page.getByRole('group', { name: title });
  await added.getByLabel('Subcategories').click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await added.getByLabel('Style').click();
  await page.getByRole('option', { name: 'style-2 · grid' }).click();
  await page.getByRole('button', { name: 'Save sections' }).click();
  await expect(page.getByText('Saved. Customers see the new sections now.')).toBeVisible();

  // The saved section is what the server now returns for the page.
  const saved = await page.request.get('/api/v1/ui-customisation', {
    params: { pagePlacement: 'GREETING_IMAGE_PAGE' },
  });
  const body = (await saved.json()) as { data: { list: { sections: { title: string; style: string }[] }[] } };
  expect(body.data.list.flatMap((c) => c.sections)).toContainEqual(
    expect.objectContaining({ title, style: 'style-2' }),
  );
});

test('a customer asks for a missing post and a superadmin closes the request', async ({ page, browser }) => {
  const wish = `Chhath Puja post in Bhojpuri ${Date.now() % 1_000_000}`;
  await page.addInitScript(() =>
    localStorage.setItem('viewedFeatures', JSON.stringify(['digital-card-links'])),
  );
  await page.goto('/panel/login');
  await page.getByLabel('Mobile number').fill(DEMO_CUSTOMER.phoneNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/panel\/customer$/);
  await (await openDrawer(page)).getByRole('link', { name: 'Greeting images & videos' }).click();

  await page.getByRole('button', { name: 'Request a post' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Request a post' });
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask.getByText('Tell us which post you need.')).toBeVisible();
  await ask.getByLabel('Which post do you need?').fill(wish);
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask.getByText(/We have your request/)).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAsSuperadmin(admin);
  await (await openDrawer(admin)).getByRole('link', { name: 'Greetings Management' }).click();
  await admin.getByRole('tab', { name: 'Customer requests' }).click();
  const item = admin.getByRole('listitem').filter({ hasText: wish });
  await expect(item).toContainText(DEMO_CUSTOMER.businessName);
  await item.getByRole('button', { name: 'Close' }).click();
  await admin
    .getByRole('dialog', { name: 'Close request' })
    .getByRole('button', { name: 'Close request' })
    .click();
  await expect(item).toHaveCount(0);
  await admin.getByRole('button', { name: 'Closed' }).click();
  await expect(admin.getByRole('listitem').filter({ hasText: wish })).toContainText('Closed');
});
