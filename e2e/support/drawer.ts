import { expect, type Page } from '@playwright/test';

/** Opens the top bar's menu drawer and returns its navigation landmark. */
export async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await expect(nav).toBeVisible();
  return nav;
}

/** The drawer's item labels, in order. */
export async function drawerItems(page: Page): Promise<string[]> {
  const nav = await openDrawer(page);
  const texts = await nav.getByRole('listitem').allInnerTexts();
  return texts.map((t) => t.trim()).filter(Boolean);
}
