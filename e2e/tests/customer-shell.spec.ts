import { expect, test } from '../support/fixtures';
import { DEMO_CUSTOMER } from '../support/accounts';
import { signInCustomer } from '../support/api';
import { openDrawer } from '../support/drawer';

test('the demo customer drawer shows who is logged in, the business and the product sections', async ({
  page,
}) => {
  await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
  await page.goto('/panel/customer');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  const nav = await openDrawer(page);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText('Logged in as')).toBeVisible();
  await expect(account.getByText(DEMO_CUSTOMER.phoneNumber)).toBeVisible();
  await expect(account.getByText(DEMO_CUSTOMER.businessName)).toBeVisible();
  await expect(account.getByText('Grocery & Kirana')).toBeVisible();
  // Demo Agency has every product on: both sections list PDF ID cards and promotional videos.
  await expect(nav.getByRole('list', { name: 'My Projects' }).getByRole('listitem')).toHaveText([
    'Digital business card',
    'PDF ID card',
    'Promotional videos',
  ]);
  const create = nav.getByRole('list', { name: 'Create' });
  await expect(create.getByRole('link', { name: 'Digital business card' })).toBeVisible();
  await expect(create.getByRole('link', { name: 'Greeting images & videos' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();

  await create.getByRole('link', { name: 'Greeting images & videos' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/daily-image$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Greeting images' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/panel\/customer$/);
});

test('the business selector offers adding a business', async ({ page }) => {
  await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
  await page.goto('/panel/customer');
  await page.getByRole('button', { name: `Business: ${DEMO_CUSTOMER.businessName}` }).click();
  await page.getByRole('menuitem', { name: 'Add business' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/businesses\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add business' })).toBeVisible();
});

test('a signed-in customer opening the panel gets the first screen without asking who they are', async ({
  page,
}) => {
  await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/api/v1/user' || pathname === '/api/v1/business/getBusinessesByUser')
      calls.push(pathname);
  });
  await page.goto('/panel/customer');
  // The page carries both answers (apps/server/src/web-app.ts): the frame and the home draw from them.
  await expect(page.getByRole('button', { name: `Business: ${DEMO_CUSTOMER.businessName}` })).toBeVisible();
  await openDrawer(page);
  await expect(
    page.getByRole('region', { name: 'Account' }).getByText(DEMO_CUSTOMER.phoneNumber),
  ).toBeVisible();
  expect(calls).toEqual([]);
});
