import type { Client } from './helpers.ts';

/** A category id from the seeded catalogue. */
export async function anyCategoryId(client: Client): Promise<string> {
  const res = await client.get('/api/v1/business/categories');
  const list = res.json().data.list as { categoryId: string; name: string }[];
  const first = list.find((c) => c.name === 'Grocery & Kirana') ?? list[0];
  if (!first) throw new Error('no categories seeded');
  return first.categoryId;
}

export const businessBody = (categoryId: string, name = 'Shree Ganesh Stores') => ({
  businessName: name,
  categoryId,
  natureOfBusiness: 'Retailer',
  ownerName: 'Ganesh Patil',
  phoneNumbers: ['98220 12345'],
  email: 'ganesh@example.com',
  address: { line1: '5, Station Road', city: 'Nashik', state: 'Maharashtra', pincode: '422001' },
});

export const basicDetails = (companyName = 'Shree Ganesh Stores') => ({
  title: 'Mr.',
  name: 'Ganesh Patil',
  designation: 'Owner',
  companyName,
  tagline: 'Groceries delivered in 30 minutes',
  phoneNumbers: ['98220 12345'],
  whatsappNumber: '98220 12345',
  emails: ['ganesh@example.com'],
  website: 'ganeshstores.example.com',
  address: { line1: '5, Station Road', city: 'Nashik', state: 'Maharashtra', pincode: '422001' },
});

/** Adds a business for the signed-in customer; returns its id. */
export async function addBusiness(client: Client, name?: string): Promise<string> {
  const res = await client.post('/api/v1/business', businessBody(await anyCategoryId(client), name));
  if (res.statusCode !== 201) throw new Error(`add business failed: ${res.body}`);
  return res.json().data.businessId;
}

/** Adds a business and its card for the signed-in customer; returns both ids. */
export async function addCard(client: Client, name = `Shop ${Math.random().toString(36).slice(2, 8)}`) {
  const businessId = await addBusiness(client, name);
  const res = await client.post('/api/v1/updateCardBasicDetails', {
    businessId,
    basicDetails: basicDetails(name),
  });
  if (res.statusCode !== 201) throw new Error(`create card failed: ${res.body}`);
  const card = res.json().data.updatedCard as { cardNo: number; cardId: string };
  return { businessId, cardNo: card.cardNo, cardId: card.cardId };
}
