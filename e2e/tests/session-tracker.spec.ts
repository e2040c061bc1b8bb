import { expect, test } from '../support/fixtures';
import { DEMO_CUSTOMER, DEMO_STAFF } from '../support/accounts';
import { signInCustomer, signInStaff } from '../support/api';
import { openDrawer } from '../support/drawer';

/**
 * Issue 14 / spec sections 1 and 9: the customer area's session tracker. With the page's clock under
 * the test's control, page views arrive in batches at POST /api/v1/analytics/log under one sessionId,
 * which is kept through activity and replaced after 30 minutes without any.
 */
interface Batch {
  logEvents: { logEventName: string; sessionId: string; context?: string; pageUrl: string }[];
}

test('customer page views arrive in batches under one sessionId until 30 minutes of idle time pass', async ({
  page,
}) => {
  const batches: Batch[] = [];
  await page.route('**/api/v1/analytics/log', async (route) => {
    batches.push(route.request().postDataJSON() as Batch);
    await route.continue();
  });
  await page.clock.install();
  await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });

  const open = async (item: 'Greeting images & videos' | 'Digital business card', heading: RegExp) => {
    const nav = await openDrawer(page);
    await nav.getByRole('list', { name: 'Create' }).getByRole('link', { name: item }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };
  /** The next batch: sent at the latest 10 s after its first event. */
  const nextBatch = async () => {
    const count = batches.length;
    await page.clock.runFor(10_000);
    await expect.poll(() => batches.length).toBeGreaterThan(count);
    return batches[count] as Batch;
  };

  await page.goto('/panel/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await open('Greeting images & videos', /Greeting images/);
  const first = await nextBatch();
  expect(first.logEvents.map((e) => e.pageUrl)).toEqual(['/panel/customer', '/panel/customer/daily-image']);
  const sessionId = first.logEvents[0]?.sessionId;
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.logEvents.every((e) => e.sessionId === sessionId && e.logEventName === 'page_view')).toBe(
    true,
  );

  // 20 idle minutes: still the same session.
  await page.clock.fastForward('20:00');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/panel\/customer$/);
  const same = await nextBatch();
  expect(same.logEvents.map((e) => e.sessionId)).toEqual([sessionId]);

  // 31 idle minutes: the next activity starts a new session.
  await page.clock.fastForward('31:00');
  await open('Greeting images & videos', /Greeting images/);
  const fresh = await nextBatch();
  const newId = fresh.logEvents[0]?.sessionId;
  expect(newId).toMatch(/^[0-9a-f-]{36}$/);
  expect(newId).not.toBe(sessionId);
  expect(fresh.logEvents.every((e) => e.sessionId === newId)).toBe(true);
});

test('the admin area sends no session events', async ({ page }) => {
  let sent = 0;
  await page.route('**/api/v1/analytics/log', async (route) => {
    sent += 1;
    await route.continue();
  });
  await page.clock.install();
  await signInStaff(page.request, DEMO_STAFF.admin.phoneNumber);
  await page.goto('/panel/admin');
  // Home's figures take a while on a loaded machine; the tracker would have sent by then anyway.
  await expect(page.getByRole('heading', { name: 'Your agency at a glance' })).toBeVisible({
    timeout: 30_000,
  });
  await page.clock.runFor(15_000);
  expect(sent).toBe(0);
});
