import { PDF_CARD_TEMPLATES, type PdfCardTemplateCode } from '@panel/shared/schemas/pdf-card.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { renderCardPdf } from '../../integrations/renderers/pdf-card/render.ts';
import { templateFor } from '../../integrations/renderers/pdf-card/templates.ts';
import { firstPageAsPng, SAMPLE_CARD_DATA } from './printing.ts';

const previewPath = (code: string, version: number) =>
  `/api/v1/pdf-card/templates/${code}/preview.png?v=${version}`;

export const templateList = () =>
  PDF_CARD_TEMPLATES.map((t) => ({ ...t, previewUrl: previewPath(t.code, t.version) }));

const storageKey = (code: string, version: number) => `pdf-card/previews/${code}-v${version}.png`;
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * A template's preview: the sample holder drawn by the real renderer, rasterised once per template
 * version and kept in storage (so every instance shares it); concurrent first requests render once.
 */
export async function templatePreview(storage: Storage, code: PdfCardTemplateCode): Promise<Buffer> {
  const t = templateFor(code);
  const key = storageKey(code, t.version);
  const cached = await storage.get(key);
  if (cached) return cached.body;
  let job = inFlight.get(key);
  if (!job) {
    job = (async () => {
      const pdf = await renderCardPdf(
        { data: SAMPLE_CARD_DATA, templateCode: code, watermark: false },
        { bleed: false },
      );
      const png = await firstPageAsPng(pdf, 1, t.format === 'a4-profile' ? 40 : 130);
      await storage.put(key, png, 'image/png');
      return png;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  return job;
}
