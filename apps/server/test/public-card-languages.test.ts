import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUpCustomer } from './helpers.ts';
import { addCard } from './card-fixtures.ts';

/** Issue 16: a card's page in the owner's languages, each at its own address, switchable without script. */
const { app } = await buildTestApp({ seed: 'full' });
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      host: 'localhost',
      'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile',
      ...headers,
    },
  });

describe("the public card in the card's languages", () => {
  it('Demo Traders is in English at its address and in Hindi at /hi, each pointing at the other', async () => {
    const en = await get('/demo-traders');
    expect(en.statusCode).toBe(200);
    const english = en.body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('>Save contact</a>');
    expect(english).toContain('<h2 id="h-ct">Contact</h2>');
    expect(english).toContain('<a href="http://localhost/demo-traders/hi" lang="hi" hreflang="hi">हिन्दी</a>');
    expect(english).toContain('<link rel="alternate" hreflang="hi" href="http://localhost/demo-traders/hi">');
    expect(english).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost/demo-traders">',
    );

    const hi = await get('/demo-traders/hi');
    expect(hi.statusCode).toBe(200);
    const hindi = hi.body;
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('<link rel="canonical" href="http://localhost/demo-traders/hi">');
    for (const label of ['कॉल करें', 'संपर्क सेव करें', 'शेयर करें', 'रास्ता देखें', 'UPI से भुगतान करें', 'हमारे बारे में'])
      expect(hindi).toContain(label);
    expect(hindi).not.toContain('>Save contact<');
    // The editor's fixed choices are words too: the business's nature, the bank account's type.
    expect(hindi).toContain('थोक विक्रेता · 1998 से');
    expect(hindi).toContain('<dd>चालू</dd>');
    // The owner's own words stay as they typed them.
    expect(hindi).toContain('<h1>Demo Traders</h1>');
    expect(hindi).toContain('<a href="http://localhost/demo-traders" lang="en" hreflang="en">English</a>');
    // Still one small request on a cheap phone.
    expect(gzipSync(hindi).length).toBeLessThanOrEqual(14 * 1024);
  });

  it('a language the card does not offer is not found; its main language moves to the plain address', async () => {
    expect((await get('/demo-traders/ta')).statusCode).toBe(404);
    expect((await get('/demo-traders/xx')).statusCode).toBe(404);
    const main = await get('/demo-traders/en');
    expect(main.statusCode).toBe(301);
    expect(main.headers.location).toBe('/demo-traders');
  });

  it('the owner chooses the languages; a save without them keeps them; at most two', async () => {
    const { client } = await signUpCustomer(app);
    const card = await addCard(client, 'Bhavya Sweets');
    const settings = { cardId: card.cardId, published: true };
    const chosen = await client.post('/api/v1/updateCardSettings', {
      cardNo: card.cardNo,
      settings: { ...settings, languages: ['gu', 'en'] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const main = (await get(`/${card.cardId}`)).body;
    expect(main).toContain('<html lang="gu">');
    expect(main).toContain('સંપર્ક સેવ કરો');
    expect((await get(`/${card.cardId}/en`)).body).toContain('>Save contact</a>');

    // The editor's other saves send no languages: the choice stays.
    const resaved = await client.post('/api/v1/updateCardSettings', { cardNo: card.cardNo, settings });
    expect(resaved.json().data.updatedCard.settings.languages).toEqual(['gu', 'en']);

    const refused = await client.post('/api/v1/updateCardSettings', {
      cardNo: card.cardNo,
      settings: { ...settings, languages: ['hi', 'mr', 'ta'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields['settings.languages']).toBe('A card can have at most two languages.');
  });

  it('a card made from the panel in Tamil starts in Tamil, with English second; from English, English only', async () => {
    const { client } = await signUpCustomer(app);
    client.acceptLanguage = 'ta';
    const tamil = await addCard(client, 'Sharma Sweets');
    const other = (await signUpCustomer(app)).client;
    const english = await addCard(other, 'Patel Hardware');
    const publish = (c: typeof tamil, by: typeof client) =>
      by.post('/api/v1/updateCardSettings', {
        cardNo: c.cardNo,
        settings: { cardId: c.cardId, published: true },
      });
    expect((await publish(tamil, client)).json().data.updatedCard.settings.languages).toEqual(['ta', 'en']);
    const page = (await get(`/${tamil.cardId}`)).body;
    expect(page).toContain('<html lang="ta">');
    expect(page).toContain(`<link rel="alternate" hreflang="en" href="http://localhost/${tamil.cardId}/en">`);
    expect((await publish(english, other)).json().data.updatedCard.settings.languages).toBeUndefined();
    expect((await get(`/${english.cardId}`)).body).toContain('<html lang="en">');
  });

  it('a missing card says so in the language the browser asks for', async () => {
    const res = await get('/no-such-card-here', { 'accept-language': 'ta-IN,ta;q=0.9' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="ta">');
    expect(res.body).toContain('கார்டு கிடைக்கவில்லை');
  });
});
