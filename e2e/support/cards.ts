import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Businesses and cards made through the API (spec section 7 "Business" and "Cards") for tests whose
 * subject is elsewhere. Use the signed-in `page.request` so the data belongs to that user.
 */
async function call(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const response = method === 'get' ? await request.get(path) : await request.post(path, { data });
  expect(
    response.ok(),
    `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`,
  ).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

export async function firstCategoryId(request: APIRequestContext): Promise<string> {
  const { list } = (await call(request, 'get', '/api/v1/business/categories')) as {
    list: { categoryId: string }[];
  };
  const first = list[0];
  if (!first) throw new Error('no business categories seeded');
  return first.categoryId;
}

export const basicDetails = (companyName: string) => ({
  title: 'Ms.',
  name: 'Anita Desai',
  designation: 'Proprietor',
  companyName,
  tagline: 'Fresh flowers and bouquets, delivered the same day',
  phoneNumbers: ['9822012345'],
  whatsappNumber: '9822012345',
  emails: ['anita@example.com'],
  website: 'https://anitaflowers.example.com',
  address: { line1: '7, Linking Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
});

/** A business of the signed-in customer. */
export async function addBusiness(request: APIRequestContext, businessName: string): Promise<string> {
  const data = await call(request, 'post', '/api/v1/business', {
    businessName,
    categoryId: await firstCategoryId(request),
    natureOfBusiness: 'Retailer',
    phoneNumbers: ['9822012345'],
  });
  return data.businessId as string;
}

export interface CreatedCard {
  cardNo: number;
  cardId: string;
}

/** The business's one card, from its basic details (customer or staff). */
export async function addCard(
  request: APIRequestContext,
  businessId: string,
  companyName: string,
  extra: Record<string, unknown> = {},
): Promise<CreatedCard> {
  const data = await call(request, 'post', '/api/v1/updateCardBasicDetails', {
    businessId,
    basicDetails: { ...basicDetails(companyName), ...extra },
  });
  const card = data.updatedCard as CreatedCard;
  return { cardNo: card.cardNo, cardId: card.cardId };
}

/** Saves one section: `updateCard<Section>` with `{ cardNo, [key]: value }`. */
export const saveSection = (
  request: APIRequestContext,
  section: 'Template' | 'Settings' | 'PaymentOptions' | 'AboutUs' | 'Products' | 'SocialLinks',
  cardNo: number,
  value: Record<string, unknown>,
) =>
  call(request, 'post', `/api/v1/updateCard${section}`, {
    cardNo,
    [section.charAt(0).toLowerCase() + section.slice(1)]: value,
  });

export const publish = (request: APIRequestContext, card: CreatedCard) =>
  saveSection(request, 'Settings', card.cardNo, { cardId: card.cardId, published: true });

/**
 * Uploads a real PNG drawn by the browser's canvas (uploads are checked by content) and answers its
 * fileName, the reference card sections store.
 */
export async function uploadPng(
  page: Page,
  hierarchy2: 'logo' | 'cover' | 'gallery' | 'product',
  colors: [string, string],
  size: [number, number] = [480, 480],
): Promise<string> {
  const dataUrl = await page.evaluate(
    ([[a, b], [w, h]]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      const g = ctx.createLinearGradient(0, 0, w, h);
      g.addColorStop(0, a);
      g.addColorStop(1, b);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = 'rgba(255,255,255,.85)';
      ctx.beginPath();
      ctx.arc(w / 2, h / 2, Math.min(w, h) / 4, 0, Math.PI * 2);
      ctx.fill();
      return canvas.toDataURL('image/png');
    },
    [colors, size] as const,
  );
  const response = await page.request.post(
    `/api/v1/document/uploadDoc?hierarchy1=card&hierarchy2=${hierarchy2}`,
    {
      multipart: {
        file: {
          name: `${hierarchy2}.png`,
          mimeType: 'image/png',
          buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'),
        },
      },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { fileName: string } }).data.fileName;
}
