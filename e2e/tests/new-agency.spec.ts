import { test, expect } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_STAFF } from '../support/accounts';
import { drawerItems } from '../support/drawer';
import { pngFile } from '../support/files';
import { readOutbox } from '../support/outbox';
import { uniquePhone } from '../support/unique';

/**
 * Issue 14: the platform's superadmin creates a white-label agency on its own host, brands it, turns
 * greetings off and PDF ID cards on, and adds its admin; the admin signs in on the new host (*.localhost
 * resolves to the loopback in Chromium; the server picks the agency by Host) and sees the brand and
 * the drawer of what the agency sells. No restart in between.
 */
test('a new agency made in Agency Management serves its host with its brand, flags and admin', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = Date.now() % 1_000_000;
  const name = `Acme Cards ${tag}`;
  const host = `acme-${tag}.localhost`;
  const brand = '#8e24aa';
  const adminPhone = uniquePhone();

  await page.goto('/panel/franchisee-login');
  await page.getByLabel('Mobile number').fill(DEMO_STAFF.superadminAdmin.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/panel\/admin$/, { timeout: 30_000 });
  await page.goto('/panel/admin/agency-management');

  await page.getByRole('button', { name: 'New agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'New agency' });
  await dialog.getByRole('textbox', { name: 'Agency name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Hosts' }).fill(host);
  await dialog.getByLabel('Brand colour').fill(brand);
  await dialog.getByLabel('Logo').setInputFiles(await pngFile(page, brand, 'acme-logo.png'));
  await expect(dialog.getByRole('img', { name: 'Logo' })).toBeVisible();
  await dialog.getByRole('switch', { name: 'Greeting images' }).uncheck();
  await dialog.getByRole('switch', { name: 'PDF ID cards' }).check();
  await dialog.getByRole('spinbutton', { name: 'Platform fee per card (₹ a month)' }).fill('75');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Agency' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Agency' })).toHaveText(name);
  await page.getByRole('button', { name: 'Add admin' }).click();
  const adminDialog = page.getByRole('dialog', { name: `Add an admin to ${name}` });
  await adminDialog.getByRole('textbox', { name: 'Name' }).fill('Asha Acme');
  await adminDialog.getByLabel('Mobile number').fill(adminPhone);
  await adminDialog.getByRole('button', { name: 'Add admin' }).click();
  await expect(adminDialog).toBeHidden();
  await expect(page.getByText(`Asha Acme is now an admin of ${name}`)).toBeVisible();

  // The password arrives by SMS (the demo outbox stands in for the SMS gateway).
  const sms = (await readOutbox(page.request, adminPhone)).find((m) => m.text.includes(name));
  const password = /Your staff password is (\S+)\./.exec(sms?.text ?? '')?.[1];
  expect(password, `an SMS with the password in ${JSON.stringify(sms)}`).toBeTruthy();

  // The admin, in a browser of their own, on the agency's host.
  const origin = new URL(baseURL ?? 'http://localhost:3100');
  origin.hostname = host;
  const context = await browser.newContext();
  const admin = await context.newPage();
  const detailsCalls: string[] = [];
  admin.on('request', (r) => {
    if (r.url().includes('/api/v1/agency-details')) detailsCalls.push(r.url());
  });
  await admin.goto(new URL('/panel/franchisee-login', origin).toString());
  // The sign-in page is already the agency's: its logo (also the tab's icon) and name, in its colour.
  await expect(admin.getByText(name, { exact: true })).toBeVisible();
  const logo = admin.getByRole('main').locator('img').first();
  await expect(logo).toBeVisible();
  const logoUrl = await logo.getAttribute('src');
  expect(logoUrl).toBeTruthy();
  await expect(admin.locator('link#app-icon')).toHaveAttribute('href', logoUrl ?? '');
  expect((await admin.request.get(logoUrl ?? '')).headers()['content-type']).toMatch(/^image\//);
  const logIn = admin.getByRole('button', { name: 'Log in' });
  await expect(logIn).toHaveCSS('background-color', 'rgb(142, 36, 170)');
  // All of it came with the page (index.html carries the host's agency): no call for it.
  expect(detailsCalls).toEqual([]);
  await admin.getByLabel('Mobile number').fill(adminPhone);
  await admin.getByLabel('Password', { exact: true }).fill(password ?? '');
  await logIn.click();
  await expect(admin).toHaveURL(/\/panel\/admin$/, { timeout: 30_000 });
  await expect(admin.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(admin).toHaveTitle(`Home · ${name}`);

  // A plain admin of an agency without greeting images but with PDF ID cards (and videos, on by default).
  expect(await drawerItems(admin)).toEqual([
    'Home',
    'All Businesses',
    'All Projects',
    'PDF ID card projects',
    'Promotional video projects',
    'Franchisee List',
    'Billing',
    'Customer plans & pricing management',
    'Report',
    'Logout',
  ]);
  const account = admin.getByRole('navigation', { name: 'Menu' });
  await expect(admin.getByRole('region', { name: 'Account' })).toHaveCSS(
    'background-color',
    'rgb(142, 36, 170)',
  );
  await account.getByRole('link', { name: 'PDF ID card projects' }).click();
  await expect(admin).toHaveURL(/\/panel\/admin\/projects\?projectType=pdf_id_card$/);
  await context.close();
});
