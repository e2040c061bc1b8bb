import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_STAFF } from '../support/accounts';
import { signInCustomer, signInStaff, signUpCustomer } from '../support/api';
import { openDrawer } from '../support/drawer';
import { successMessageRunsOut } from '../support/payment-success';
import { NEW_PASSWORD, uniquePhone } from '../support/unique';

/**
 * Promotional videos in Chromium: a customer on a plan with promotional videos picks a template,
 * makes a video, follows its progress (also across a reload), plays and downloads the MP4; the
 * superadmin creates a template in Video template Management and watches its preview.
 * Test templates are two seconds long, so rendering stays quick.
 */
async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const quickTemplate = (name: string) => ({
  name,
  category: 'shop-opening',
  status: 'published',
  popularity: 1000,
  description: {
    ratios: ['9*16'],
    music: { file: 'video-templates/music/bright-pop.wav', volume: 0.8 },
    scenes: [
      {
        duration: 2,
        background: { type: 'color', color: '#312e81' },
        slots: [
          {
            kind: 'businessName',
            box: { x: 0.1, y: 0.3, w: 0.8, h: 0.15 },
            start: 0,
            end: 2,
            animation: 'fade',
          },
          {
            kind: 'offerText',
            box: { x: 0.1, y: 0.5, w: 0.8, h: 0.1 },
            start: 0.3,
            end: 2,
            animation: 'slide',
          },
        ],
      },
    ],
  },
});

test('a customer makes a promotional video, follows its progress, plays and downloads it', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const phone = uniquePhone();
  const templateName = `E2E Opening ${phone.slice(-5)}`;

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

  // Staff: the Premium Monthly plan (one promotional video) and a short template for this test.
  await signInStaff(request, DEMO_STAFF.superadminAdmin.phoneNumber);
  const plans = await data<{ subscriptionPlanId: string; name: string }[]>(
    await request.get('/api/v1/business/subscription-plan'),
  );
  const premium = plans.find((p) => p.name === 'Premium Monthly');
  await data(
    await request.post('/api/v1/card-payment', {
      data: { businessId: business.businessId, subscriptionPlanId: premium?.subscriptionPlanId },
    }),
  );
  await data(await request.post('/api/v1/video/template', { data: quickTemplate(templateName) }));
  await request.post('/api/v1/franchisee/logout');

  await page.addInitScript(() =>
    localStorage.setItem('viewedFeatures', JSON.stringify(['digital-card-links'])),
  );
  // Sign-in is not under test here (customer-auth.spec.ts covers it).
  await signInCustomer(page.request, { phoneNumber: phone }, NEW_PASSWORD);
  await page.goto('/panel/customer');
  await expect(page).toHaveURL(/\/panel\/customer$/, { timeout: 60_000 });

  const nav = await openDrawer(page);
  await nav.getByRole('link', { name: 'Promotional videos' }).last().click();
  await expect(page).toHaveURL(/\/panel\/customer\/video-templates/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Shop opening' }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: `Use template ${templateName}` }).click();

  // Prefilled from the business; the customer adds the offer.
  await expect(page.getByLabel('Business name')).toHaveValue('Shree Ganesh Sweets', { timeout: 60_000 });
  await page.getByLabel('Offer text').fill('Opening week: 20% off');
  await page.getByRole('button', { name: 'Make video' }).click();
  await expect(page).toHaveURL(/videoNo=\d+/);
  await expect(
    page.getByText(/^(Queued|Rendering \d+%)$/).or(page.getByRole('button', { name: 'Download' })),
  ).toBeVisible();

  // The progress is the server's: a reload comes back to the same video.
  await page.reload();
  const player = page.getByLabel(/^Promotional video \d+$/);
  await expect(player).toBeVisible({ timeout: 240_000 });
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration), {
      timeout: 30_000,
    })
    .toBeGreaterThan(1.9);
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.mp4$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

  // And it is listed in My Projects → promotional videos.
  await page.goto('/panel/customer/projects?projectType=promotional_video');
  await expect(page.getByRole('heading', { name: new RegExp(templateName) })).toBeVisible({
    timeout: 60_000,
  });
});

test('the superadmin creates a template in Video template Management and previews it', async ({ page }) => {
  test.setTimeout(300_000);
  const name = `E2E Template ${Date.now().toString().slice(-6)}`;
  await signInStaff(page.request, DEMO_STAFF.superadminAdmin.phoneNumber);
  await page.goto('/panel/admin');
  const nav = await openDrawer(page);
  await nav.getByRole('link', { name: 'Video template Management' }).click();
  await expect(page).toHaveURL(/\/panel\/admin\/video-template-management$/, { timeout: 60_000 });

  await page.getByRole('button', { name: 'New template' }).click({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Scene length (s)').fill('2');
  await page.getByLabel('Ends (s)').fill('2');
  // The slot is drawn over the frame where it will appear.
  await expect(page.getByRole('button', { name: 'Slot 1: Business name' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and preview' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const preview = page.getByLabel('Template preview');
  await expect(preview).toBeVisible({ timeout: 240_000 });
  await expect
    .poll(() => preview.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration), {
      timeout: 30_000,
    })
    .toBeGreaterThan(1.9);

  await page.getByRole('button', { name: 'Back to templates' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
});

test('a customer over the plan’s limit buys the video in the upgrade dialog, and it is made', async ({
  page,
  playwright,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const phone = uniquePhone();
  const templateName = `E2E Bought ${phone.slice(-5)}`;
  const staff = await playwright.request.newContext({ baseURL });
  await signInStaff(staff, DEMO_STAFF.superadminAdmin.phoneNumber);
  const template = await data<{ templateId: string }>(
    await staff.post('/api/v1/video/template', { data: quickTemplate(templateName) }),
  );
  await staff.dispose();

  // A business without a plan: every video waits for its single purchase.
  await signUpCustomer(page.request, phone, NEW_PASSWORD);
  const categories = await data<{ list: { categoryId: string }[] }>(
    await page.request.get('/api/v1/business/categories'),
  );
  const business = await data<{ businessId: string }>(
    await page.request.post('/api/v1/business', {
      data: { businessName: 'Laxmi Stores', categoryId: categories.list[0]?.categoryId },
    }),
  );
  await page.addInitScript(() =>
    localStorage.setItem('viewedFeatures', JSON.stringify(['digital-card-links'])),
  );
  await page.clock.install();
  await page.goto(
    `/panel/customer/video-templates?businessId=${business.businessId}&templateId=${template.templateId}`,
  );
  await page.getByLabel('Offer text').fill('Diwali dhamaka', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Make video' }).click();
  await expect(page).toHaveURL(/videoNo=\d+/);
  const videoNo = Number(new URL(page.url()).searchParams.get('videoNo'));
  await expect(
    page.getByText('Your plan has no promotional videos left. Buy this video or upgrade your plan.'),
  ).toBeVisible();

  // The upgrade flow: the plans, and beside them the video's single purchase.
  await page.getByRole('button', { name: 'Upgrade plan' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Premium' });
  const panel = upgrade.getByRole('region', { name: 'Promotional video' });
  await expect(panel).toContainText(`Video ${videoNo} is waiting for payment.`, { timeout: 60_000 });
  await panel.getByRole('button', { name: 'Buy promotional video' }).click();
  const purchase = page.getByRole('dialog', { name: 'Promotional video' });
  await expect(purchase.getByRole('combobox', { name: 'Promotional video' })).toContainText(`#${videoNo}`);
  await purchase.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.frameLocator('iframe[data-sandbox-razorpay]');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await successMessageRunsOut(page, { timeout: 60_000 });

  // Back on the video: paid, it is made.
  await expect(page.getByLabel(`Promotional video ${videoNo}`)).toBeVisible({ timeout: 240_000 });
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();

  // Staff find it in All Projects' promotional videos (a list loaded when that project type is asked for).
  const staffContext = await browser.newContext({ baseURL });
  const admin = await staffContext.newPage();
  await signInStaff(admin.request, DEMO_STAFF.superadminAdmin.phoneNumber);
  await admin.goto('/panel/admin/projects?projectType=promotional_video');
  const row = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: String(videoNo), exact: true }) });
  await expect(row).toContainText('Laxmi Stores');
  await expect(row).toContainText(templateName);
  await expect(row).toContainText('Single purchase');
  await staffContext.close();
});
