import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { addBusiness, addCard, saveSection } from '../support/cards';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * The public card page as the people our customers share it with open it: a phone, 390x844.
 * axe-core (WCAG 2.x A and AA rules, and best practices) must find nothing serious or critical.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Scrolls down the page as a reader does, so its lazy images load, and back to the top. */
async function readThrough(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** axe's serious and critical findings on the page as read through (everything found is attached). */
async function severeFindings(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  // The checks actually ran over the page (an empty page would pass too).
  expect(results.passes.length, `axe ran over ${name}`).toBeGreaterThan(20);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

test('the demo card has no serious or critical accessibility violations on a phone', async ({
  page,
}, testInfo) => {
  const response = await page.goto('/demo-traders');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await readThrough(page);
  expect(await severeFindings(page, testInfo, 'demo-traders')).toEqual([]);
});

/** A new customer's card whose page is in English and Gujarati, saved as the card editor saves it. */
async function gujaratiCard(request: APIRequestContext) {
  await signUpCustomer(request, uniquePhone(), NEW_PASSWORD);
  const company = 'પટેલ હાર્ડવેર';
  const card = await addCard(request, await addBusiness(request, company), company, {
    title: 'Mr.',
    name: 'રમેશ પટેલ',
    designation: 'માલિક',
    tagline: 'હાર્ડવેર, પાઇપ અને ઇલેક્ટ્રિકનો સામાન',
    address: { line1: '૧૨, સી. જી. રોડ', city: 'અમદાવાદ', state: 'ગુજરાત', pincode: '380009' },
  });
  await saveSection(request, 'Settings', card.cardNo, {
    cardId: card.cardId,
    published: true,
    languages: ['en', 'gu'],
  });
  return card.cardId;
}

/**
 * Issue 16: a card's second language at /{cardId}/{language}. Its fixed words (the action buttons, the
 * section titles, the business's nature) are in that language, and the page stays light and accessible in that script.
 */
const CARDS = [
  {
    language: 'hi',
    cardId: async () => 'demo-traders', // seeded in English and Hindi
    actions: ['कॉल करें', 'रास्ता देखें', 'संपर्क सेव करें', 'शेयर करें'],
    contact: 'संपर्क',
    nature: 'थोक विक्रेता',
  },
  {
    language: 'gu',
    cardId: gujaratiCard,
    actions: ['કૉલ કરો', 'રસ્તો જુઓ', 'સંપર્ક સેવ કરો', 'શેર કરો'],
    contact: 'સંપર્ક',
    nature: 'છૂટક વેપારી',
  },
];

for (const c of CARDS)
  test(`the card page in ${c.language}: its words, ≤ 14 KB compressed, no serious axe finding`, async ({
    page,
    request, // the owner's session, apart from the visitor's page (an owner's view is not the shared one)
  }, testInfo) => {
    const cardId = await c.cardId(request);
    const response = await page.goto(`/${cardId}/${c.language}`);
    if (!response) throw new Error('no response');
    expect(response.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', c.language);
    for (const action of c.actions) await expect(page.getByRole('link', { name: action })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: c.contact })).toBeVisible();
    await expect(page.getByText(c.nature)).toBeVisible();
    await expect(page.getByText('Save contact')).toHaveCount(0);
    // The visitor switches back with a plain link named in its own script.
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');

    // What the phone received: the compressed body as served for its Accept-Encoding.
    expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    const { responseBodySize } = await response.request().sizes();
    testInfo.annotations.push({ type: 'weight', description: `${c.language}: ${responseBodySize} bytes` });
    expect(responseBodySize).toBeGreaterThan(1000);
    expect(responseBodySize).toBeLessThanOrEqual(14 * 1024);

    await readThrough(page);
    mkdirSync('artifacts/screenshots', { recursive: true });
    await page.screenshot({ path: `artifacts/screenshots/public-card-${c.language}.png`, fullPage: true });
    expect(await severeFindings(page, testInfo, c.language)).toEqual([]);
  });
