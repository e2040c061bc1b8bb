import { test, expect } from '../support/fixtures';
import { DEMO_STAFF } from '../support/accounts';
import { signInStaff, signUpCustomer } from '../support/api';
import { addBusiness } from '../support/cards';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/** The unread count the bell announces ("Notifications, 3 unread"; just "Notifications" at none). */
const unreadOf = (label: string | null) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

test('an admin sees a new customer in the bell; opening it lowers the badge', async ({ page, browser }) => {
  const phone = uniquePhone();
  const customer = await browser.newContext();
  await signUpCustomer(customer.request, phone, NEW_PASSWORD);
  await customer.close();

  await signInStaff(page.request, DEMO_STAFF.admin.phoneNumber);
  await page.goto('/panel/admin');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const before = unreadOf(await bell.getAttribute('aria-label'));
  // MUI's badge shows 99+ beyond 99; a fresh e2e database is far below that.
  await expect(bell.locator('.MuiBadge-badge')).toHaveText(String(before));

  await bell.click();
  const masked = `${phone.slice(0, 2)}xxxx${phone.slice(-4)}`;
  const item = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('button')
    .filter({ hasText: `A new customer signed up with ${masked}.` })
    .first();
  await expect(item).toContainText('New customer');
  await expect(item).toContainText('just now');
  await item.click();
  // A sign-up links nowhere, so the list stays open (and hides the page from the accessibility tree).
  await page.keyboard.press('Escape');

  await expect(bell).toHaveAccessibleName(
    before > 1 ? `Notifications, ${before - 1} unread` : 'Notifications',
  );
  // Read stays read after a reload (the server keeps it for this staff member).
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
    before > 1 ? `Notifications, ${before - 1} unread` : 'Notifications',
  );
});

test("a customer's bell tells them a post request was closed; opening it reads it", async ({
  page,
  browser,
}) => {
  await signUpCustomer(page.request, uniquePhone(), NEW_PASSWORD);
  const businessId = await addBusiness(page.request, `Bell Sweets ${Date.now() % 100000}`);
  const asked = await page.request.post('/api/v1/image-post/request-images', {
    data: { businessId, description: 'Bhai Dooj posts in Marathi' },
  });
  expect(asked.status()).toBe(201);
  const { requestId } = ((await asked.json()) as { data: { requestId: string } }).data;

  const staff = await browser.newContext();
  await signInStaff(staff.request, DEMO_STAFF.admin.phoneNumber);
  const closed = await staff.request.post(`/api/v1/image-post/request-images/${requestId}/close`);
  expect(closed.status()).toBe(200);
  await staff.close();

  await page.goto('/panel/customer');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const item = page.getByRole('list', { name: 'Notifications' }).getByRole('button').first();
  await expect(item).toContainText('Post request closed');
  await expect(item).toContainText('Bhai Dooj posts in Marathi');
  await item.click();
  await expect(page).toHaveURL(/\/panel\/customer\/daily-image/);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
});
