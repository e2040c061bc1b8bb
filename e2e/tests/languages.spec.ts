import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { englishLinesOf, inLanguage } from '../support/catalogues';
import { latestOtp } from '../support/outbox';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * Issue 16 in the browser: a new customer picks a language on the sign-in page and goes all the way
 * (sign up, a business, a digital card, a plan paid in the sandbox) in it, with a screenshot of each
 * step. A language marked `scanned` also has every step's page scanned for English catalogue texts
 * left untranslated. The screens are found by their words in that language (looked up from English).
 */
const LANGUAGES: {
  code: string;
  name: string;
  company: string;
  person: string;
  city: string;
  state: string;
  scanned?: boolean;
}[] = [
  {
    code: 'hi',
    name: 'हिन्दी',
    company: 'शर्मा मिठाई',
    person: 'रवि शर्मा',
    city: 'जयपुर',
    state: 'राजस्थान',
    scanned: true,
  },
  {
    code: 'ta',
    name: 'தமிழ்',
    company: 'சர்மா இனிப்பகம்',
    person: 'ரவி சர்மா',
    city: 'சென்னை',
    state: 'தமிழ்நாடு',
    scanned: true,
  },
];
const SHOTS = 'artifacts/screenshots';

for (const lang of LANGUAGES) {
  test(`a new customer signs up, adds a business and a card and buys a plan, all in ${lang.name}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    mkdirSync(SHOTS, { recursive: true });
    const t = (english: string, namespace?: string) => inLanguage(lang.code, english, namespace);
    let n = 0;
    /** A screenshot of the step; in a scanned language, no English catalogue text may be left on it. */
    const step = async (name: string) => {
      n += 1;
      await page.screenshot({ path: `${SHOTS}/languages-${lang.code}-${n}-${name}.png`, fullPage: true });
      if (lang.scanned)
        expect(englishLinesOf(await visibleText(page), lang.code), `English left on ${name}`).toEqual([]);
    };

    // Sign-in page: the language picker, remembered for the rest of the visit.
    await page.goto('/panel/login');
    await page.getByRole('button', { name: 'Choose language' }).click();
    await page.getByRole('menuitem', { name: lang.name }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Log in or sign up'));
    await step('login');

    const phone = uniquePhone();
    const since = Date.now();
    await page.getByRole('textbox', { name: t('Mobile number') }).fill(phone);
    await page.getByRole('button', { name: t('Continue') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Verify OTP'));
    await step('otp');
    await page.getByRole('textbox', { name: 'OTP' }).fill(await latestOtp(page.request, phone, since));
    await page.getByRole('button', { name: t('Verify'), exact: true }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Create your password'));
    await page.getByLabel(t('New password')).fill(NEW_PASSWORD);
    await page.getByLabel(t('Confirm password')).fill(NEW_PASSWORD);
    await step('password');
    await page.getByRole('button', { name: t('Create password') }).click();

    // Home, in the language chosen before signing up.
    await expect(page).toHaveURL(/\/panel\/customer/, { timeout: 30_000 });
    await dismissWhatsNew(page, t);
    await expect(page.getByText(t('Add your business'), { exact: true }).first()).toBeVisible();
    await step('home');

    // A business, then straight on to its card.
    await page.goto('/panel/customer/businesses/add?shouldRedirectToDigitalCardEditorOnAddBusiness=true');
    await page.getByRole('textbox', { name: t('Business name', 'common') }).fill(lang.company);
    await page.getByRole('combobox', { name: t('Category', 'common') }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: t('Owner name', 'common') }).fill(lang.person);
    await page.getByRole('textbox', { name: t('Phone number', 'common') }).fill('9876543210');
    await page.getByRole('textbox', { name: t('Address line 1', 'common') }).fill('12 MG Road');
    await page.getByRole('textbox', { name: t('City', 'common') }).fill(lang.city);
    await page.getByRole('textbox', { name: t('State', 'common') }).fill(lang.state);
    await page.getByRole('textbox', { name: t('Pincode', 'common') }).fill('302001');
    await step('business');
    await page.getByRole('button', { name: t('Add business', 'businesses') }).click();

    await expect(page).toHaveURL(/\/panel\/customer\/cards\/add\?/, { timeout: 30_000 });
    await page.getByRole('textbox', { name: t('Name', 'cards'), exact: true }).fill(lang.person);
    await page.getByRole('textbox', { name: t('Company name', 'cards') }).fill(lang.company);
    await page.getByRole('textbox', { name: t('Phone number', 'cards'), exact: true }).fill('9876543210');
    await page.getByRole('textbox', { name: t('Address line 1', 'cards') }).fill('12 MG Road');
    await page.getByRole('textbox', { name: t('City', 'cards') }).fill(lang.city);
    await page.getByRole('textbox', { name: t('State', 'cards') }).fill(lang.state);
    await page.getByRole('textbox', { name: t('Pincode', 'cards') }).fill('302001');
    await step('card');
    await page.getByRole('button', { name: t('Create card') }).click();
    await expect(page).toHaveURL(/\/panel\/customer\/cards\/edit\?/, { timeout: 30_000 });
    await expect(page.getByTitle(t('Card preview', 'cards'))).toBeVisible({ timeout: 30_000 });
    await step('card-editor');

    // A plan, paid in the sandbox's checkout (the gateway's own page is not ours to translate).
    await page.goto('/panel/customer#upgrade');
    const plans = page.getByRole('list', { name: t('Subscription plans', 'upgrade') }).getByRole('article');
    await expect(plans.first()).toBeVisible();
    await step('plans');
    await plans
      .filter({ hasText: 'Premium Monthly' })
      .getByRole('button', { name: t('Buy now', 'upgrade') })
      .click();
    await page
      .frameLocator('iframe[data-sandbox-razorpay]')
      .getByRole('button', { name: 'Pay', exact: true })
      .click();
    await expect(page.getByText(t('Thank you for your purchase', 'thank-you'))).toBeVisible({
      timeout: 30_000,
    });
    await step('thank-you');
  });
}

/**
 * What a reader sees: the open modal dialog's text (the page behind it is covered, and may hold the
 * agency's own section titles), else the page's; and the hints in its empty fields.
 */
const visibleText = (page: Page) =>
  page.evaluate(() => {
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]'));
    const shown = dialogs.filter((dialog) => dialog.checkVisibility()).at(-1) ?? document.body;
    return [
      shown.innerText,
      ...Array.from(shown.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))
        .filter((field) => !field.value && field.checkVisibility())
        .map((field) => field.placeholder),
    ].join('\n');
  });

/** Closes What's New if it opened (a new customer may see it once on the home page). */
async function dismissWhatsNew(page: Page, t: (english: string) => string) {
  const dialog = page.getByRole('dialog', { name: t("What's New") });
  if (await dialog.isVisible().catch(() => false))
    await dialog.getByRole('button', { name: t('Close') }).click();
}
