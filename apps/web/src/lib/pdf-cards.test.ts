// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { downloadPdfCard } from './pdf-cards';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloadPdfCard', () => {
  it('parses a failed download’s binary body as the JSON error and passes it on (spec section 8)', async () => {
    const body = { data: { message: 'PDF ID card was not found.', code: 'NOT_FOUND' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 404 })),
    );
    const error = await downloadPdfCard(5001).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('PDF ID card was not found.');
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });

  it('saves a good answer as {pdfCardNo}.pdf', async () => {
    const fetch = vi.fn(
      async () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:card');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await downloadPdfCard(5002, { forceDownloadWithoutSampleWatermark: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/pdf-card/downloadPdfCard?pdfCardNo=5002&forceDownloadWithoutSampleWatermark=true',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(clicked).toEqual(['5002.pdf']);
  });
});
