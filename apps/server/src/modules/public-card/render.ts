import type { FastifyRequest } from 'fastify';
import type { CardContent, CardSettings } from '@panel/shared/schemas/card.ts';
import type { AppInstance } from '../../app-types.ts';
import { renderCardHtml, type RenderOptions } from '../../public-card/render.ts';
import { originOf } from '../../public-card/origin.ts';
import { imageUrl } from '../cards/media.ts';
import { linkTypeMap } from './service.ts';

/** Renders a card for this request: the public page and the editor preview share this path. */
export async function renderFor(
  app: AppInstance,
  req: FastifyRequest,
  card: {
    cardId: string;
    content: CardContent;
    settings: Pick<CardSettings, 'display' | 'seo' | 'sections'>;
  },
  o: Pick<RenderOptions, 'mode' | 'preview' | 'renewalUrl'>,
): Promise<string> {
  const cardUrl = `${originOf(req)}/${card.cardId}`;
  return renderCardHtml(card, {
    ...o,
    cardUrl,
    agencyName: req.agency.agencyName,
    ogImageUrl: `${cardUrl}/og.png`,
    image: imageUrl(app.storage),
    linkTypes: await linkTypeMap(app.db),
  });
}
