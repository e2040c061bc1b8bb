import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { addBusiness, addCard, publish, saveSection, uploadPng } from '../support/cards';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * Every card template on a phone (390x844): a full-page screenshot of each (saved in the test's
 * output folder and attached to the report), what a person notices at once (the page colour and
 * the accent differ between templates, the business name is on the first screen), and axe-core
 * finding nothing serious or critical in any of them.
 */
const TEMPLATES = ['style-1', 'style-2', 'style-3', 'style-4'] as const;

test('each template renders the card distinctly, readable on the first screen of a phone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await signUpCustomer(page.request, uniquePhone(), NEW_PASSWORD);
  const businessName = `Anita Flowers ${uniquePhone().slice(-4)}`;
  const businessId = await addBusiness(page.request, businessName);
  await page.goto('/panel/customer');
  const logo = await uploadPng(page, 'logo', ['#be185d', '#f59e0b']);
  const cover = await uploadPng(page, 'cover', ['#0f766e', '#a3e635'], [960, 540]);
  const product = await uploadPng(page, 'product', ['#f43f5e', '#fde68a']);
  const card = await addCard(page.request, businessId, businessName, {
    logo,
    coverImage: cover,
    mapLink: 'https://maps.app.goo.gl/Yx3kQ9aB7cD2eF1g8',
  });
  await saveSection(page.request, 'AboutUs', card.cardNo, {
    html: '<p>Fresh <strong>roses, lilies and orchids</strong> every morning from the Dadar flower market.</p>',
    yearOfEstablishment: 2009,
  });
  await saveSection(page.request, 'Products', card.cardNo, {
    items: [
      { name: 'Red rose bouquet', price: 64900, priceUnit: '12 stems', image: product },
      { name: 'Wedding stage décor', description: 'Price on request' },
    ],
  });
  await saveSection(page.request, 'PaymentOptions', card.cardNo, { upiId: 'anitaflowers@okhdfc' });
  await publish(page.request, card);

  const looks: Record<string, { background: string; accent: string }> = {};
  for (const templateCode of TEMPLATES) {
    await saveSection(page.request, 'Template', card.cardNo, { templateCode });
    // A fresh phone per template: the page may be cached for a minute (cache-control), as it should.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const visitor = await phone.newPage();
    const response = await visitor.goto(`/${card.cardId}`);
    expect(response?.status(), templateCode).toBe(200);

    const name = visitor.getByRole('heading', { level: 1, name: businessName });
    await expect(name).toBeVisible();
    await expect(name, `${templateCode}: the name is on the first screen`).toBeInViewport();
    await expect(visitor.getByRole('link', { name: 'Call' })).toBeInViewport();
    // Only the banner template shows the cover photo across the top.
    const coverPhoto = visitor.locator('header img.cv');
    if (templateCode === 'style-2') await expect(coverPhoto).toBeVisible();
    else await expect(coverPhoto).toHaveCount(0);

    // Lazy images load as the page scrolls; the screenshot should show them.
    await visitor.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await expect
      .poll(() =>
        visitor.evaluate(() =>
          Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    const path = testInfo.outputPath(`template-${templateCode}.png`);
    await visitor.screenshot({ path, fullPage: true });
    await testInfo.attach(`template ${templateCode} (390x844)`, { path, contentType: 'image/png' });

    looks[templateCode] = await visitor.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      accent: getComputedStyle(document.documentElement).getPropertyValue('--c').trim(),
    }));

    const axe = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const severe = axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(severe, templateCode).toEqual([]);
    await phone.close();
  }

  // A person switching templates sees a different page each time.
  const distinct = new Set(Object.values(looks).map((l) => `${l.background} ${l.accent}`));
  expect(distinct.size, JSON.stringify(looks)).toBe(TEMPLATES.length);
  // The dark template is dark and the minimal one white.
  expect(looks['style-4']?.background).toBe('rgb(11, 17, 32)');
  expect(looks['style-3']?.background).toBe('rgb(255, 255, 255)');
});
