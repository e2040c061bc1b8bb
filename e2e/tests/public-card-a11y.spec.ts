import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';

/**
 * The public card page as the people our customers share it with open it: a phone, 390x844.
 * axe-core (WCAG 2.x A and AA rules, and best practices) must find nothing serious or critical.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the demo card has no serious or critical accessibility violations on a phone', async ({
  page,
}, testInfo) => {
  const response = await page.goto('/demo-traders');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Lazy images below the fold: scroll through so every section is laid out as a reader sees it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  await testInfo.attach('axe-results.json', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const severe = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  expect(severe).toEqual([]);
  // The checks actually ran over the page (an empty page would pass too).
  expect(results.passes.length).toBeGreaterThan(20);
});
