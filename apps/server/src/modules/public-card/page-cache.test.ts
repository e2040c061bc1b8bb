import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedPage, pageBody } from './page-cache.ts';

describe('cachedPage', () => {
  it('makes a page once however many ask for it at the same moment, then serves it from memory', async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 20));
      return '<p>Burst Bakery</p>';
    };
    const inputs = { card: 'burst-bakery', version: 1 };
    const pages = await Promise.all(Array.from({ length: 50 }, () => cachedPage(inputs, render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    await cachedPage(inputs, render);
    expect(renders).toBe(1);
    // Other inputs (an edit) make a new page.
    await cachedPage({ ...inputs, version: 2 }, render);
    expect(renders).toBe(2);
  });

  it('does not keep a failed render: the next view tries again', async () => {
    const inputs = { card: 'flaky', version: 1 };
    await expect(cachedPage(inputs, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    const page = await cachedPage(inputs, async () => '<p>ok</p>');
    expect(gunzipSync(pageBody(page, 'gzip').body).toString()).toBe('<p>ok</p>');
  });
});
