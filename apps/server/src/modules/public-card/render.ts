import type { FastifyRequest } from 'fastify';
import type { CardContent, CardSettings } from '@panel/shared/schemas/card.ts';
import type { AppInstance } from '../../app-types.ts';
import { renderCardHtml, type RenderOptions } from '../../public-card/render.ts';
import { originOf } from '../../public-card/origin.ts';
import { imageUrl } from '../cards/media.ts';
import { cachedPage, type PublicPage } from './page-cache.ts';
import { linkTypeMap } from '../link-store/service.ts';

type RenderableCard = {
  cardId: string;
  content: CardContent;
  settings: Pick<CardSettings, 'display' | 'seo' | 'sections'>;
};
type RequestOptions = Pick<RenderOptions, 'mode' | 'preview' | 'renewalUrl'>;

async function renderOptions(app: AppInstance, req: FastifyRequest, card: RenderableCard, o: RequestOptions) {
  const cardUrl = `${originOf(req)}/${card.cardId}`;
  return {
    ...o,
    cardUrl,
    agencyName: req.agency.agencyName,
    ogImageUrl: `${cardUrl}/og.png`,
    image: imageUrl(app.storage),
    linkTypes: await linkTypeMap(app.db),
  };
}

/** Renders a card for this request: the editor preview and the owner's own view of the page. */
export async function renderFor(
  app: AppInstance,
  req: FastifyRequest,
  card: RenderableCard,
  o: RequestOptions,
): Promise<string> {
  return renderCardHtml(card, await renderOptions(app, req, card, o));
}

/** The page the public sees, from the cache when this version of it has been rendered before. */
export async function publicPageFor(
  app: AppInstance,
  req: FastifyRequest,
  card: RenderableCard,
  o: RequestOptions,
): Promise<PublicPage> {
  const options = await renderOptions(app, req, card, o);
  // The image URL maker is the same for the whole process, so it is not part of the key.
  const { image: _sameForAll, linkTypes, ...rest } = options;
  return cachedPage({ card, ...rest, linkTypes: [...linkTypes] }, async () => renderCardHtml(card, options));
}
