import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';
import { DEMO_STAFF } from '../support/accounts';
import { signInStaff, signUpCustomer } from '../support/api';
import { successMessageRunsOut } from '../support/payment-success';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * Issue 11 in the browser: a customer makes a PDF ID card from a template, downloads it with the
 * SAMPLE watermark, buys it in the sandbox checkout and downloads it clean; staff find it in All
 * Projects; the CSV bulk path with one bad row. The PDFs are read with poppler's pdftotext.
 */

// Rendering PDFs and previews on a machine shared by many runs: give each step room.
test.describe.configure({ timeout: 420_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 90_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function customerWithBusiness(page: Page) {
  await signUpCustomer(page.request, uniquePhone(), NEW_PASSWORD);
  const { list } = await data<{ list: { categoryId: string }[] }>(
    await page.request.get('/api/v1/business/categories'),
  );
  const businessName = `ID Shop ${Date.now() % 100000}`;
  const saved = await data<{ businessId: string }>(
    await page.request.post('/api/v1/business', { data: { businessName, categoryId: list[0]?.categoryId } }),
  );
  return { businessId: saved.businessId, businessName };
}

/** Downloads through the page and answers the PDF's text (the diagonal SAMPLE comes out letter by letter). */
async function downloadText(page: Page, click: () => Promise<void>, expectedName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toBe(expectedName);
  const file = await download.path();
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

test('a customer makes a PDF ID card, downloads it with SAMPLE, buys it and downloads it clean; staff find it', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  const { businessId, businessName } = await customerWithBusiness(page);
  await page.goto(`/panel/customer/pdf-card-templates?businessId=${businessId}`);
  await expect(page.getByRole('img', { name: /template preview/ })).toHaveCount(6);
  await page.getByRole('link', { name: 'Use the Band template' }).click();

  const form = page.getByRole('form', { name: 'PDF ID card details' });
  await expect(form.getByLabel('Company name')).toHaveValue(businessName);
  await form.getByLabel('Name on the card').fill('राजेश कुमार');
  await form.getByLabel('Designation').fill('Store Manager');
  await expect(page.getByRole('img', { name: 'Preview of the PDF ID card' })).toBeVisible();
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/pdfCardNo=\d+/);
  const pdfCardNo = Number(new URL(page.url()).searchParams.get('pdfCardNo'));
  await expect(form.getByText('Not paid: SAMPLE watermark')).toBeVisible();

  const sample = await downloadText(
    page,
    () => form.getByRole('button', { name: 'Download PDF' }).click(),
    `${pdfCardNo}.pdf`,
  );
  expect(sample).toContain('SAMPLE');
  expect(sample).toContain('StoreManager');

  await form.getByRole('button', { name: 'Buy this card' }).click();
  const purchase = page.getByRole('dialog', { name: 'PDF ID card' });
  await purchase.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.frameLocator('iframe[data-sandbox-razorpay]');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await successMessageRunsOut(page);
  await expect(page).toHaveURL(new RegExp(`\\?businessId=${businessId}&pdfCardNo=${pdfCardNo}$`));
  await expect(form.getByText('Paid', { exact: true })).toBeVisible();

  const clean = await downloadText(
    page,
    () => form.getByRole('button', { name: 'Download PDF' }).click(),
    `${pdfCardNo}.pdf`,
  );
  expect(clean).not.toContain('SAMPLE');

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signInStaff(admin.request, DEMO_STAFF.admin.phoneNumber);
  await admin.goto('/panel/admin/projects?projectType=pdf_id_card');
  await admin.getByLabel('Search by business name').fill(businessName);
  const row = admin.getByRole('row').filter({ hasText: businessName });
  await expect(row).toContainText('राजेश कुमार');
  await expect(row).toContainText(String(pdfCardNo));
  await expect(row).toContainText('Done');
  await staff.close();
});

test('a customer bulk-creates PDF ID cards from a CSV; the bad row is shown with its problems', async ({
  page,
}) => {
  const { businessId } = await customerWithBusiness(page);
  await page.goto(`/panel/customer/pdf-card-templates?businessId=${businessId}`);
  await page.getByRole('button', { name: 'Create from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create PDF ID cards from a CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,designation,idNumber,phone,bloodGroup,photo\nAsha Patel,Cashier,E-1,9876500001,O+,\n,Helper,E-2,12,O+,\nसुनीता देवी,Sales,E-3,,B+,\n',
    ),
  });
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  const rows = dialog.getByRole('table', { name: 'CSV rows' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toContainText('name: This field is required.');
  await expect(rows.nth(2)).toContainText('phone: A valid phone number is required.');
  await dialog.getByRole('button', { name: 'Create 2 cards' }).click();
  await expect(dialog.getByText('2 PDF ID cards created.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/panel/customer/projects?projectType=pdf_id_card');
  const list = page.getByRole('list', { name: 'PDF ID cards' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('सुनीता देवी');
});
