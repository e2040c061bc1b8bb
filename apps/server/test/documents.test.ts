import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { buildTestApp, Client, signUpCustomer } from './helpers.ts';

// A small cap so the 413 path is cheap to reach.
const { app } = await buildTestApp({ env: { UPLOAD_LIMIT_BYTES: String(300 * 1024) } });

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = `----panel${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  client: Client | null,
  query: string,
  file: Buffer,
  filename = 'photo.png',
  type = 'image/png',
) {
  const { body, contentType } = multipart(file, filename, type);
  const signedIn = client ?? new Client(app);
  // The Client helper sends JSON; multipart goes through inject with its cookies.
  const cookie = (signedIn as unknown as { cookies: Map<string, string> }).cookies;
  return app.inject({
    method: 'POST',
    url: `/api/v1/document/uploadDoc?${query}`,
    headers: {
      host: 'localhost',
      'content-type': contentType,
      cookie: [...cookie].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload: body,
  });
}

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

describe('uploadDoc', () => {
  it('stores an image under a server-made name with WebP variants', async () => {
    const { client } = await signUpCustomer(app);
    const res = await upload(
      client,
      'hierarchy1=card&hierarchy2=gallery',
      await png(1200, 800),
      '../../evil name.png',
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json().data;
    expect(doc.fileName).toMatch(/^card\/gallery\/[0-9a-f-]{36}$/);
    expect(doc).toMatchObject({
      contentType: 'image/png',
      width: 1200,
      height: 800,
      url: `/uploads/${doc.fileName}.png`,
    });
    expect(doc.variants.map((v: { width: number }) => v.width)).toEqual([160, 480, 960]);
    for (const v of doc.variants as { width: number; url: string }[]) {
      const file = await app.inject({ method: 'GET', url: v.url, headers: { host: 'localhost' } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect((await sharp(file.rawPayload).metadata()).width).toBe(v.width);
    }
    // Small images are not enlarged.
    const small = await upload(client, 'hierarchy1=card&hierarchy2=logo', await png(100, 100));
    const v960 = await app.inject({
      method: 'GET',
      url: small.json().data.variants[2].url,
      headers: { host: 'localhost' },
    });
    expect((await sharp(v960.rawPayload).metadata()).width).toBe(100);
  });

  it('checks the content, not the name: text called .png is refused (415)', async () => {
    const { client } = await signUpCustomer(app);
    const res = await upload(
      client,
      'hierarchy1=card&hierarchy2=logo',
      Buffer.from('<?php system($_GET[1]); ?>'),
      'logo.png',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().data).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded here.',
    });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    expect(
      (await upload(client, 'hierarchy1=card&hierarchy2=logo', pdf, 'x.pdf', 'application/pdf')).statusCode,
    ).toBe(415);
    const doc = await upload(
      client,
      'hierarchy1=business&hierarchy2=document',
      pdf,
      'x.pdf',
      'application/pdf',
    );
    expect(doc.statusCode).toBe(201);
    expect(doc.json().data).toMatchObject({ contentType: 'application/pdf', variants: [] });
  });

  it('refuses files over the cap with a 413 envelope', async () => {
    const { client } = await signUpCustomer(app);
    // The cap is checked while streaming, before the content is looked at.
    const big = Buffer.concat([await png(10, 10), randomBytes(400 * 1024)]);
    expect(big.length).toBeGreaterThan(300 * 1024);
    const res = await upload(client, 'hierarchy1=card&hierarchy2=gallery', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().data).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large. The limit is 300 KB.',
    });
  });

  it('validates hierarchy against the fixed set, needs a file and a session', async () => {
    const { client } = await signUpCustomer(app);
    const img = await png(10, 10);
    const traversal = await upload(client, 'hierarchy1=../../etc&hierarchy2=logo', img);
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().data.fields.hierarchy1).toBe('Unknown upload place (hierarchy1).');
    expect((await upload(client, 'hierarchy1=card', img)).statusCode).toBe(400);
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/v1/document/uploadDoc?hierarchy1=card&hierarchy2=logo',
      headers: {
        host: 'localhost',
        cookie: [...(client as unknown as { cookies: Map<string, string> }).cookies]
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      },
      payload: {},
    });
    // An upload route takes multipart bodies only.
    expect(noFile.statusCode).toBe(415);
    expect((await upload(null, 'hierarchy1=card&hierarchy2=logo', img)).statusCode).toBe(401);
    const escape = await app.inject({
      method: 'GET',
      url: '/uploads/..%2F..%2Fetc%2Fpasswd',
      headers: { host: 'localhost' },
    });
    expect(escape.statusCode).toBe(404);
  });
});
