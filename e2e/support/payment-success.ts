import { expect, type Page } from '@playwright/test';

/** How long 'Your payment was successful!' stays before the dialog closes (spec section 2: 6 s). */
const SUCCESS_MESSAGE_MS = 6_000;

/**
 * A purchase that shows the success message (staff, or a product bought by the piece): it is still
 * there just before its 6 s are up, and the upgrade dialog is closed right after. The page's clock
 * (the test calls `page.clock.install()` before opening the page) is moved on instead of waiting.
 */
export async function successMessageRunsOut(page: Page, { timeout }: { timeout?: number } = {}) {
  await expect(page.getByText('Your payment was successful!')).toBeVisible({ timeout });
  await page.clock.fastForward(SUCCESS_MESSAGE_MS - 1_000);
  await expect(page.getByText('Your payment was successful!')).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(page.getByRole('dialog', { name: 'Premium' })).toBeHidden();
}
