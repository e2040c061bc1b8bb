import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/** Issue 10 in the browser: dates before paying, foreign addresses, a card prefilled from its business. */

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A calendar date as the app shows it: '2026-03-07' → "7 Mar 2026". */
const people = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
};
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const premium = (page: Page) => page.getByRole('dialog', { name: 'Premium' });

async function buyPremiumMonthly(page: Page, label: 'Buy now' | 'Renew' = 'Buy now') {
  const cards = premium(page).getByRole('list', { name: 'Subscription plans' }).getByRole('article');
  // By the plan the button describes: other plans' dates may mention Premium Monthly.
  await cards.getByRole('button', { name: label, description: 'Premium Monthly' }).click();
  const checkout = page.frameLocator('iframe[data-sandbox-razorpay]');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/thankyou\?data=/);
}

test('the upgrade dialog shows the new validity dates before paying, and paid days are kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpCustomer(page.request, uniquePhone(), NEW_PASSWORD);
  const { list } = await data<{ list: { categoryId: string }[] }>(
    await page.request.get('/api/v1/business/categories'),
  );
  const { businessId } = await data<{ businessId: string }>(
    await page.request.post('/api/v1/business', {
      data: { businessName: `Dates Shop ${Date.now() % 100000}`, categoryId: list[0]?.categoryId },
    }),
  );

  await page.goto('/panel/customer#upgrade');
  const monthly = premium(page)
    .getByRole('list', { name: 'Subscription plans' })
    .getByRole('article')
    .filter({ hasText: 'Premium Monthly' })
    // Other plans' dates mention it once it is bought ("… for the unused part of Premium Monthly").
    .filter({ hasNotText: 'unused part of Premium Monthly' });
  await expect(monthly.getByTestId('plan-dates')).toContainText('Valid ');
  await buyPremiumMonthly(page);
  const first = await data<{ validTo: string }>(
    await page.request.get('/api/v1/payment/entitlements', { params: { businessId } }),
  );

  // Before paying again: the same plan starts the day after the current one ends.
  await page.goto('/panel/customer#upgrade');
  const start = dayAfter(first.validTo);
  await expect(monthly.getByTestId('plan-dates')).toContainText(
    `Starts when your current plan ends: ${people(start)} –`,
  );
  // Another plan starts today with the unused month turned into extra days.
  await premium(page).getByRole('tab', { name: 'Yearly' }).click();
  const yearly = premium(page)
    .getByRole('list', { name: 'Subscription plans' })
    .getByRole('article')
    .filter({ hasText: 'Premium Yearly' });
  await expect(yearly.getByTestId('plan-dates')).toContainText(
    /days? for the unused part of Premium Monthly/,
  );

  await premium(page).getByRole('tab', { name: 'Monthly' }).click();
  await buyPremiumMonthly(page);
  await expect(page.getByTestId('thankyou-valid-from')).toHaveText(people(start));
  const second = await data<{ validFrom: string; validTo: string }>(
    await page.request.get('/api/v1/payment/entitlements', { params: { businessId } }),
  );
  expect(second.validTo > first.validTo).toBe(true);
  await expect(page.getByTestId('thankyou-valid-to')).toHaveText(people(second.validTo));
});

test('a foreign address saves with its postal code, and the new card is prefilled from the business', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpCustomer(page.request, uniquePhone(), NEW_PASSWORD);
  await page.goto('/panel/customer/businesses/add?shouldRedirectToDigitalCardEditorOnAddBusiness=true');
  const businessName = `Baker Street Books ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Business name' }).fill(businessName);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Nature of business' }).click();
  await page.getByRole('option', { name: 'Retailer' }).click();
  await page.getByRole('textbox', { name: 'Owner name' }).fill('Martha Hudson');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('martha@bakerstreet.example');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('221B Baker Street');
  await page.getByRole('textbox', { name: 'City' }).fill('London');
  await page.getByRole('textbox', { name: 'Country' }).fill('United Kingdom');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('NW1 6XE');
  await page.getByRole('button', { name: 'Add business' }).click();
  await expect(page.getByText('Enter a 6-digit PIN code.')).toHaveCount(0);

  // The card's first step already holds what the business said, editable.
  await expect(page).toHaveURL(/\/panel\/customer\/cards\/add\?/);
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(businessName);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Martha Hudson');
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue(
    /9876543210|98765 43210/,
  );
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
    'martha@bakerstreet.example',
  );
  await expect(page.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('221B Baker Street');
  await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('NW1 6XE');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('United Kingdom');
  await page.getByRole('textbox', { name: 'Designation' }).fill('Landlady');
  await page.getByRole('button', { name: 'Create card' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/cards\/edit\?/);
});
