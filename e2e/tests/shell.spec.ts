import { expect, test } from '@playwright/test';
import { uniquePhone } from '../support/unique';

test('a page chunk that fails to download offers a reload', async ({ page }) => {
  await page.route(/\/panel\/assets\/login-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/panel/login');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute(/\/panel\/assets\/login-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
});

test('unhandled browser errors and rejections are sent to POST /log', async ({ page }) => {
  await page.goto('/panel/login');
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  const logged = page.waitForRequest((r) => r.url().endsWith('/log') && r.method() === 'POST');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e unhandled error');
    });
  });
  const body = (await logged).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    level: 'error',
    source: 'frontend',
    message: expect.stringContaining('e2e unhandled error'),
  });

  const rejected = page.waitForRequest((r) => r.url().endsWith('/log') && r.method() === 'POST');
  await page.evaluate(() => {
    void Promise.reject(new Error('e2e unhandled rejection'));
  });
  expect((await rejected).postDataJSON()).toMatchObject({
    message: expect.stringContaining('e2e unhandled rejection'),
  });
});

test('the dev outbox page shows the OTP sent to a number', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/panel/login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/panel\/otp$/);

  await page.goto(`/panel/dev/outbox?to=${phone}`);
  await expect(page.getByRole('heading', { name: 'Dev outbox' })).toBeVisible();
  await expect(page.getByLabel('OTP')).toHaveText(/^\d{6}$/);
});

test('an unknown panel address says the page was not found', async ({ page }) => {
  await page.goto('/panel/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/panel\/login$/);
});
