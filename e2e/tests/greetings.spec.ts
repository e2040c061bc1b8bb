import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, DEMO_STAFF } from '../support/accounts';
import { signInCustomer, signInStaff, signUpCustomer } from '../support/api';
import { openDrawer } from '../support/drawer';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * The daily greetings journey on a 360 px phone: a new customer on a plan with greeting videos
 * (one a day) opens daily-image, picks today's festival post, frames it with the political frame and
 * downloads it, then makes a video and downloads it, and the second video is refused with the limit
 * message. One real render is enough here: counting a day's videos up to a larger limit is the
 * server tests' work (image-posts.test.ts), which does not need a browser.
 *
 * The library the journey needs is made through the API first, as a superadmin would in Greetings
 * Management: a festival dated today with one image and two videos (its festivals' dates move out of
 * range as time passes). The files are the demo library's own generated pictures and clips.
 */
const LIBRARY = new URL('../../apps/server/src/seed/greetings-library/', import.meta.url);
const VIDEO_LIMIT_TEXT = 'Daily greeting video limit reached for your plan. Upgrade to get more.';

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** Width and height of a JPEG (from its SOF marker) or a PNG (from IHDR). */
function imageSize(bytes: Buffer): { type: 'jpeg' | 'png'; width: number; height: number } {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  expect(bytes[0] === 0xff && bytes[1] === 0xd8, 'a JPEG or PNG file').toBe(true);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { type: 'jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('JPEG without a frame header');
}

const downloaded = async (download: Download) => readFile(await download.path());

/** Staff set-up: the plan for the business and today's festival with one image and two videos. */
async function prepare(staff: APIRequestContext, businessId: string, festivalName: string) {
  await signInStaff(staff, DEMO_STAFF.superadminAdmin.phoneNumber);
  const plans = await data<
    { subscriptionPlanId: string; name: string; price: number; limits: object; frameVisibility: object }[]
  >(await staff.get('/api/v1/business/subscription-plan'));
  const premium = plans.find((p) => p.name === 'Premium Monthly');
  expect(premium, 'the demo Premium Monthly plan (greeting videos)').toBeTruthy();
  // The business's own plan (an admin's custom plan): Premium Monthly with one greeting video a day.
  await data(
    await staff.post('/api/v1/card-payment', {
      data: {
        businessId,
        subscriptionPlanId: 'CUSTOM_PLAN',
        name: 'Premium, one video a day',
        validity: 1,
        validityUnit: 'month',
        price: premium?.price,
        limits: { ...premium?.limits, greetingVideosIncluded: true, greetingVideosLimit: 1 },
        frameVisibility: premium?.frameVisibility,
      },
    }),
  );

  const categories = await data<{ list: { imageCategoryId: string; contentKind: string; scope: string }[] }>(
    await staff.get('/api/v1/image-post/image-category'),
  );
  let festivals = categories.list.find((c) => c.contentKind === 'festival' && c.scope === 'global');
  festivals ??= await data(
    await staff.post('/api/v1/image-post/image-category', {
      data: { imageCategoryName: 'Festivals', contentKind: 'festival', scope: 'global' },
    }),
  );
  const sub = await data<{ imageSubcategoryId: string }>(
    await staff.post(`/api/v1/image-post/image-category/${festivals?.imageCategoryId}/image-subcategory`, {
      data: { imageSubcategoryName: festivalName, date: todayInIndia(), scope: 'global' },
    }),
  );
  const upload = async (file: string, mimeType: string, frameShape: 'SQUARE' | 'STORY') =>
    data(
      await staff.post('/api/v1/image-post', {
        multipart: {
          imageSubcategoryId: sub.imageSubcategoryId,
          frameShape,
          scope: 'global',
          file: { name: file, mimeType, buffer: await readFile(new URL(file, LIBRARY)) },
        },
      }),
    );
  await upload('holi-square.jpg', 'image/jpeg', 'SQUARE');
  for (const [file, shape] of [
    ['good-morning-story.mp4', 'STORY'],
    ['new-year-square.mp4', 'SQUARE'],
  ] as const)
    await upload(file, 'video/mp4', shape);
}

const editor = (page: Page) => page.getByRole('dialog', { name: /E2E Festival/ });

test('a customer frames today’s festival post with the political frame, downloads it, and hits the daily video limit on the second video', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const phone = uniquePhone();
  const festivalName = `E2E Festival ${phone.slice(-6)}`;

  // The customer's account and business are made through the API in a context of their own; the
  // browser signs in through the login form.
  const customer = await playwright.request.newContext({ baseURL });
  await signUpCustomer(customer, phone, NEW_PASSWORD);
  const categories = await data<{ list: { categoryId: string }[] }>(
    await customer.get('/api/v1/business/categories'),
  );
  const business = await data<{ businessId: string }>(
    await customer.post('/api/v1/business', {
      data: {
        businessName: 'Shree Ganesh Sweets',
        categoryId: categories.list[0]?.categoryId,
        phoneNumbers: [phone],
      },
    }),
  );
  await customer.dispose();
  await prepare(request, business.businessId, festivalName);

  // What's New has been seen (spec: viewed feature ids in local storage under viewedFeatures).
  await page.addInitScript(() =>
    localStorage.setItem('viewedFeatures', JSON.stringify(['digital-card-links'])),
  );
  await page.goto('/panel/login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/panel\/customer$/);
  const nav = await openDrawer(page);
  await nav.getByRole('link', { name: 'Greeting images & videos' }).click();
  await expect(page).toHaveURL(/\/panel\/customer\/daily-image$/);
  await expect(page.getByRole('heading', { name: 'Festival calendar' })).toBeVisible();
  await expect(page.getByText('Videos today: 0 of 1')).toBeVisible();

  // Today's festival in the calendar, then its image post.
  await page.getByRole('button', { name: `${festivalName}, today` }).click();
  // The festival's posts in the feed (tiles also appear in Recent downloads once used).
  const feed = page.getByRole('region', { name: `${festivalName} posts` });
  await expect(feed).toBeVisible();
  await feed.getByRole('button', { name: `${festivalName}, square image` }).click();

  const dialog = editor(page);
  await dialog.getByRole('button', { name: 'Political' }).click();
  await dialog.getByRole('combobox', { name: 'Political party' }).fill('Bharatiya Janata');
  await page.getByRole('option', { name: 'Bharatiya Janata Party (BJP)' }).click();
  // The name on the frame, prefilled with the business's, rewritten in Hindi.
  const frameName = dialog.getByRole('textbox', { name: 'Business name on the frame' });
  await expect(frameName).toHaveValue('Shree Ganesh Sweets');
  await frameName.fill('श्री गणेश मिठाई');
  await expect(dialog.getByRole('img', { name: 'Your branded post' })).toBeVisible({ timeout: 20_000 });

  const imageDownload = page.waitForEvent('download');
  const downloadRender = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/v1/image-post/render') && !(r.postDataJSON() as { preview?: boolean }).preview,
  );
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await downloadRender).postDataJSON()).toMatchObject({ frameTexts: { name: 'श्री गणेश मिठाई' } });
  const image = await imageDownload;
  expect(image.suggestedFilename()).toBe(`Shree Ganesh Sweets - ${festivalName}.jpg`);
  expect(imageSize(await downloaded(image))).toMatchObject({ width: 1080, height: 1080 });
  await expect(dialog.getByText('Downloaded.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Recent downloads now offer the post again.
  await expect(
    page
      .getByRole('region', { name: 'Recent downloads' })
      .getByRole('button', { name: `${festivalName}, square image` }),
  ).toBeVisible();

  // One video a day: the first is made and downloaded.
  await feed.getByRole('button', { name: `${festivalName}, story video` }).click();
  await editor(page).getByRole('button', { name: 'Make video' }).click();
  await expect(editor(page).getByRole('button', { name: 'Download video' })).toBeVisible({
    timeout: 60_000,
  });
  const videoDownload = page.waitForEvent('download');
  await editor(page).getByRole('button', { name: 'Download video' }).click();
  const mp4 = await downloaded(await videoDownload);
  expect(mp4.subarray(4, 8).toString('latin1'), 'an MP4 (ISO BMFF ftyp box)').toBe('ftyp');
  await editor(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Videos today: 1 of 1')).toBeVisible();

  // Another video the same day is refused.
  await feed.getByRole('button', { name: `${festivalName}, square video` }).click();
  await editor(page).getByRole('button', { name: 'Make video' }).click();
  const limit = editor(page).getByRole('alert').filter({ hasText: VIDEO_LIMIT_TEXT });
  await expect(limit).toBeVisible();
  const upgrade = limit.getByRole('link', { name: 'Upgrade' });
  await expect(upgrade).toHaveAttribute('href', /#upgrade$/);
  await upgrade.click();
  await expect(page).toHaveURL(/\/panel\/customer\/daily-image#upgrade$/);
});

test('the demo customer’s home shows the agency’s HOME_PAGE greeting section; a post opens in the editor', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('viewedFeatures', JSON.stringify(['digital-card-links'])),
  );
  await signInCustomer(page.request, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
  await page.goto('/panel/customer');

  // Demo Agency's HOME_PAGE customisation has a daily-posts section, whatever the date.
  const section = page.getByRole('region', { name: 'Daily greetings' });
  await expect(section.getByRole('heading', { name: 'Daily greetings' })).toBeVisible();
  const tile = section.getByRole('button', { name: /, square image$/ }).first();
  await expect(tile).toBeVisible();
  const postName = (await tile.getAttribute('aria-label'))?.replace(/, square image$/, '') ?? '';
  expect(['Good Morning', 'Good Night', 'Thought of the Day']).toContain(postName);

  await tile.click();
  await expect(page).toHaveURL(/\/panel\/customer\/daily-image\?imageId=[0-9a-f-]{36}$/);
  const dialog = page.getByRole('dialog', { name: postName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Closing leaves the customer on the daily-image page, without the post in the address.
  await expect(page).toHaveURL(/\/panel\/customer\/daily-image$/);
  await expect(page.getByRole('heading', { name: 'Festival calendar' })).toBeVisible();
});
