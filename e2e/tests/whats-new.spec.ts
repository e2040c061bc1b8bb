import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpCustomer } from '../support/api';
import { addBusiness, addCard } from '../support/cards';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * What's New on the customer home (spec sections 2, 3 "Viewed features" and 4). These tests use
 * plain contexts, not the fixtures that mark the features as seen: each customer is brand new.
 */

const TITLE = 'Add Useful Links to Your Digital Card';

/** The card editor's routes carry a base64 query (spec section 2): what it says, decoded. */
function decodedQuery(page: Page): Record<string, string> {
  const raw = decodeURIComponent(new URL(page.url()).search.slice(1));
  return Object.fromEntries(new URLSearchParams(Buffer.from(raw, 'base64').toString('utf8')));
}

async function newCustomer(browser: Browser, options: { phone?: boolean } = {}) {
  const context = await browser.newContext(
    options.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  const signedUp = await signUpCustomer(page.request, uniquePhone(), NEW_PASSWORD);
  const { userId } = signedUp.user as { userId: string };
  return { context, page, userId };
}

/**
 * Sign-up on another agency's host, from inside the page: Chromium resolves *.localhost, Node's
 * request client does not, and the session cookie must belong to that host anyway.
 */
async function signUpInPage(page: Page, phoneNumber: string): Promise<string> {
  return page.evaluate(
    async ([phone, password]) => {
      const post = async (path: string, body: unknown) => {
        const r = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
        return ((await r.json()) as { data: Record<string, unknown> }).data;
      };
      await post('/api/v1/verifyUser', { phoneNumber: phone });
      const outbox = (await (await fetch(`/api/dev/outbox?to=${phone}`)).json()) as {
        data: { list: { otp?: string }[] };
      };
      const otp = outbox.data.list.find((m) => m.otp)?.otp;
      await post('/api/v1/verifyOtp', { otp });
      const created = await post('/api/v1/createPassword', { password, fromForgotPassword: false });
      return (created.user as { userId: string }).userId;
    },
    [phoneNumber, NEW_PASSWORD] as const,
  );
}

const whatsNew = (page: Page) => page.getByRole('dialog', { name: "What's New" });

test('shows once on the customer home, one feature at a time, and not again after closing', async ({
  browser,
}) => {
  const { context, page } = await newCustomer(browser);
  await page.goto('/panel/customer');
  const dialog = whatsNew(page);
  await expect(dialog).toBeVisible();

  // One feature: its image, title, subtitle (the kinds of links it explains) and action.
  await expect(dialog.getByRole('heading', { name: "What's New" })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(1);
  for (const kind of ['WhatsApp', 'website or app', 'location', 'social media', 'review', 'food-delivery'])
    await expect(dialog).toContainText(kind);
  const picture = dialog.getByRole('img', { name: /digital card with WhatsApp/ });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog.getByRole('button', { name: 'Try Now' })).toBeVisible();
  // Skip All, the arrows, the progress bar and the dots are only for more than one feature
  // (spec section 2); with the one feature there is none of them. whats-new-dialog.test.tsx walks
  // a three-feature list through them.
  await expect(dialog.getByRole('button', { name: 'Skip All' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Previous feature|Next feature/ })).toHaveCount(0);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(dialog.getByRole('tab')).toHaveCount(0);

  // A centred dialog on a wide screen.
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(viewport.height / 4);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('viewedFeatures') ?? 'null'))).toEqual([
    'digital-card-links',
  ]);

  // Shown once: not on reload, nor on coming back home.
  await page.reload();
  await expect(page.getByRole('button', { name: "What's New" })).toBeVisible();
  await expect(whatsNew(page)).toBeHidden();
  await page.goto('/panel/customer/projects?projectType=digital_card');
  // The button sits in the top bar of the customer home only (spec section 2).
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await expect(page.getByRole('button', { name: "What's New" })).toHaveCount(0);
  await page.goto('/panel/customer');
  await expect(page.getByRole('banner').getByRole('button', { name: "What's New" })).toBeVisible();
  await expect(whatsNew(page)).toBeHidden();

  // The home's What's New button opens it again, at the first feature.
  await page.getByRole('button', { name: "What's New" }).click();
  await expect(whatsNew(page).getByRole('heading', { name: TITLE })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(whatsNew(page)).toBeHidden();
  await context.close();
});

test('is a bottom drawer on a phone', async ({ browser }) => {
  const { context, page } = await newCustomer(browser, { phone: true });
  await page.goto('/panel/customer');
  const dialog = whatsNew(page);
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(async () => {
    const box = await dialog.boundingBox();
    if (!box) throw new Error('not laid out yet');
    // Full width, resting on the bottom edge (the slide-up transition has ended).
    expect(Math.round(box.width)).toBe(390);
    expect(Math.round(box.y + box.height)).toBe(844);
  }).toPass();
  await context.close();
});

test('Try Now with a card opens its editor at the links, with the coachmark', async ({ browser }) => {
  const { context, page } = await newCustomer(browser);
  const businessName = `Anita Flowers ${uniquePhone().slice(-4)}`;
  const businessId = await addBusiness(page.request, businessName);
  const card = await addCard(page.request, businessId, businessName);

  await page.goto('/panel/customer');
  await whatsNew(page).getByRole('button', { name: 'Try Now' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/cards\/edit\?/);
  expect(decodedQuery(page)).toEqual({ cardNo: String(card.cardNo), showLinksCoachmark: 'true' });

  const coachmark = page.getByRole('note', { name: 'Links tip' });
  await expect(coachmark).toBeVisible();
  await expect(coachmark).toContainText('Add useful links to your card');
  await expect(coachmark).toBeInViewport();
  await expect(page.locator('#links-header')).toHaveAttribute('aria-expanded', 'true');
  await coachmark.getByRole('button', { name: 'Got it' }).click();
  await expect(coachmark).toBeHidden();

  // Try Now counts as having seen the feature.
  await page.goto('/panel/customer');
  await expect(page.getByRole('heading', { name: businessName })).toBeVisible();
  await expect(whatsNew(page)).toBeHidden();
  await context.close();
});

test('Try Now without a card opens the add screen for the current business', async ({ browser }) => {
  const { context, page } = await newCustomer(browser);
  const businessId = await addBusiness(page.request, `Kiran Tailors ${uniquePhone().slice(-4)}`);

  await page.goto('/panel/customer');
  await whatsNew(page).getByRole('button', { name: 'Try Now' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/cards\/add\?/);
  expect(decodedQuery(page)).toEqual({ businessId });
  await expect(page.getByRole('button', { name: 'Create card' })).toBeVisible();
  await context.close();
});

test('Try Now in agency-only digital card mode opens the add screen for the user', async ({
  browser,
}, testInfo) => {
  // Solo Cards (solo.localhost) sells digital cards only; a new customer there has no business yet.
  const base = new URL(String(testInfo.project.use.baseURL));
  base.hostname = 'solo.localhost';
  const context = await browser.newContext({ baseURL: base.origin });
  const page = await context.newPage();
  await page.goto('/panel/login');
  const userId = await signUpInPage(page, uniquePhone());
  await page.goto('/panel/customer');
  await whatsNew(page).getByRole('button', { name: 'Try Now' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/cards\/add\?/);
  expect(decodedQuery(page)).toEqual({ userId, isForeignUser: 'false' });
  await expect(page.getByRole('button', { name: 'Create card' })).toBeVisible();
  await context.close();
});
