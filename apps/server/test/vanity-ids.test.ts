import { beforeAll, describe, expect, it } from 'vitest';
import { addCard } from './card-fixtures.ts';
import { buildTestApp, signUpCustomer, SOLO_HOST, type TestApp } from './helpers.ts';

/** Changing a card's vanity id keeps every shared link and printed QR code working (issue 10). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);

const suffix = () => Math.random().toString(36).slice(2, 7);

describe('vanity card ids', () => {
  it('keeps the old id as a permanent redirect, within the agency, and never gives it to another card', async () => {
    const owner = await signUpCustomer(t.app);
    const card = await addCard(owner.client);
    const oldId = `old-shop-${suffix()}`;
    const newId = `new-shop-${suffix()}`;
    const settings = (cardId: string, cardNo = card.cardNo, client = owner.client) =>
      client.post('/api/v1/updateCardSettings', { cardNo, settings: { cardId, published: true } });
    expect((await settings(oldId)).statusCode).toBe(200);
    expect((await settings(newId)).statusCode).toBe(200);

    const visit = await t.app.inject({ method: 'GET', url: `/${oldId}?utm=qr` });
    expect(visit.statusCode).toBe(301);
    expect(visit.headers.location).toBe(`/${newId}?utm=qr`);
    expect((await t.app.inject({ method: 'GET', url: `/${newId}` })).statusCode).toBe(200);
    // Another agency's host has its own ids: no redirect there.
    expect(
      (await t.app.inject({ method: 'GET', url: `/${oldId}`, headers: { host: SOLO_HOST } })).statusCode,
    ).toBe(404);

    // Nobody else gets the retired id, neither through the check nor by saving it.
    const other = await addCard(owner.client);
    const check = await owner.client.get(`/api/v1/checkCardIdAvailability?cardId=${oldId}`);
    expect(check.json().data).toMatchObject({ available: false });
    expect((await settings(oldId, other.cardNo)).statusCode).toBe(409);
    const stranger = await signUpCustomer(t.app);
    const strangerCard = await addCard(stranger.client);
    expect((await settings(oldId, strangerCard.cardNo, stranger.client)).statusCode).toBe(409);

    // A third id: both earlier ids lead to it. The card may take its own old id back.
    const third = `third-shop-${suffix()}`;
    expect((await settings(third)).statusCode).toBe(200);
    for (const id of [oldId, newId])
      expect((await t.app.inject({ method: 'GET', url: `/${id}` })).headers.location).toBe(`/${third}`);
    expect((await settings(oldId)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/${oldId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/${third}` })).headers.location).toBe(`/${oldId}`);
  });
});
