import { describe, expect, it } from 'vitest';
import { STATIC_PAGE_TEXTS } from '@panel/shared/schemas/static-page.ts';
import { anyCategoryId } from './card-fixtures.ts';
import { buildTestApp, loginStaff, signUpCustomer, SOLO_HOST } from './helpers.ts';

/** Category Static Page Management (issue 14): the calls, the page at /p/{slug}, and the sitemap. */
const { app } = await buildTestApp({ seed: 'full' });
const PATH = '/api/v1/category-static-page';
const visit = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });

async function admin() {
  const client = await loginStaff(app, '9000000001');
  return { client, categoryId: await anyCategoryId(client) };
}

describe('category static pages', () => {
  it('an admin writes a page, publishes it, finds it, and visitors read it at /p/{slug}', async () => {
    const { client, categoryId } = await admin();
    const draft = await client.post(PATH, {
      categoryId,
      title: 'Digital cards for kirana stores',
      slug: 'Kirana-Cards',
      content:
        '<p>Share your shop on <strong>WhatsApp</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      seoTitle: 'Kirana digital cards',
      seoDescription: 'A digital business card for your kirana store in minutes.',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const page = draft.json().data;
    expect(page).toMatchObject({
      slug: 'kirana-cards',
      published: false,
      callToAction: 'signup',
      publicUrl: 'http://localhost/p/kirana-cards',
      content: '<p>Share your shop on <strong>WhatsApp</strong>.</p>',
    });
    // A draft is not public.
    expect((await visit('/p/kirana-cards')).statusCode).toBe(404);

    const published = await client.post(PATH, { ...page, published: true });
    expect(published.statusCode).toBe(200);
    const html = await visit('/p/kirana-cards');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('<h1>Digital cards for kirana stores</h1>');
    expect(html.body).toContain('<title>Kirana digital cards</title>');
    expect(html.body).toContain(
      '<meta name="description" content="A digital business card for your kirana store in minutes.">',
    );
    expect(html.body).toContain(
      '<a class="cta" href="http://localhost/panel/login">Create your digital card</a>',
    );
    expect(html.body).not.toContain('<script');
    expect(html.body).not.toContain('onerror');
    // Light like the card page: one request, well under the 14 KB first flight.
    expect(Buffer.byteLength(html.body)).toBeLessThan(14 * 1024);
    // Another agency's host does not have it.
    expect((await visit('/p/kirana-cards', SOLO_HOST)).statusCode).toBe(404);

    const found = await client.get(`${PATH}?search=kirana&published=true`);
    expect(found.json().data).toMatchObject({
      total: 1,
      list: [{ categoryStaticPageId: page.categoryStaticPageId }],
    });
    const one = await client.get(`${PATH}?categoryStaticPageId=${page.categoryStaticPageId}`);
    expect(one.json().data.list[0].title).toBe('Digital cards for kirana stores');

    const sitemap = await visit('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>http://localhost/p/kirana-cards</loc>');
    // The published demo card is listed too.
    expect(sitemap.body).toContain('<loc>http://localhost/demo-traders</loc>');
    expect((await visit('/sitemap.xml', SOLO_HOST)).body).not.toContain('kirana-cards');
  });

  it('a WhatsApp call to action needs a number, and leads to a chat with it', async () => {
    const { client, categoryId } = await admin();
    const body = {
      categoryId,
      title: 'Cards for salons',
      slug: 'salon-cards',
      callToAction: 'whatsapp',
      published: true,
    };
    const missing = await client.post(PATH, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields.whatsappNumber).toBe(STATIC_PAGE_TEXTS.whatsappNeeded);
    const wrong = await client.post(PATH, { ...body, whatsappNumber: '12345' });
    expect(wrong.statusCode).toBe(400);
    const made = await client.post(PATH, { ...body, whatsappNumber: '98220 12345' });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.whatsappNumber).toBe('+919822012345');
    expect((await visit('/p/salon-cards')).body).toContain(
      'href="https://wa.me/919822012345?text=Cards%20for%20salons"',
    );
  });

  it('refuses bad input with the field to fix and changes nothing', async () => {
    const { client, categoryId } = await admin();
    const before = (await client.get(PATH)).json().data.total;
    const badSlug = await client.post(PATH, { categoryId, title: 'X', slug: 'no spaces/allowed' });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().data.fields.slug).toMatch(/lowercase letters/);
    const noCategory = await client.post(PATH, {
      categoryId: crypto.randomUUID(),
      title: 'X',
      slug: 'x-page',
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().data.fields.categoryId).toBe('Choose a business category.');
    await client.post(PATH, { categoryId, title: 'Bakeries', slug: 'bakery-cards' });
    const taken = await client.post(PATH, { categoryId, title: 'Bakeries again', slug: 'bakery-cards' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.message).toBe(STATIC_PAGE_TEXTS.slugTaken);
    expect((await client.get(PATH)).json().data.total).toBe(before + 1);
  });

  it('deletes a page after which its address is gone; others may not touch it', async () => {
    const { client, categoryId } = await admin();
    const made = (
      await client.post(PATH, { categoryId, title: 'Tailors', slug: 'tailor-cards', published: true })
    ).json().data;
    const id = made.categoryStaticPageId as string;

    // A plain admin (not superadmin), a customer and another agency's admin may not.
    const plainAdmin = await loginStaff(app, '9000000002');
    expect((await plainAdmin.delete(`${PATH}?categoryStaticPageId=${id}`)).statusCode).toBe(403);
    const { client: customer } = await signUpCustomer(app);
    expect((await customer.get(PATH)).statusCode).toBe(403);
    const other = await loginStaff(app, '9000000006', SOLO_HOST);
    expect((await other.delete(`${PATH}?categoryStaticPageId=${id}`)).statusCode).toBe(403);

    const deleted = await client.delete(`${PATH}?categoryStaticPageId=${id}`);
    expect(deleted.json().data).toEqual({ categoryStaticPageId: id, deleted: true });
    expect((await visit('/p/tailor-cards')).statusCode).toBe(404);
    expect((await client.delete(`${PATH}?categoryStaticPageId=${id}`)).statusCode).toBe(404);
  });
});
