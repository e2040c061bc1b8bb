import type { FastifyRequest } from 'fastify';
import type { Language } from '@panel/shared/i18n/languages.ts';
import { cardLanguages, type CardContent, type CardSettings } from '@panel/shared/schemas/card.ts';
import type { AppInstance } from '../../app-types.ts';
import { renderCardHtml, type RenderOptions } from '../../public-card/render.ts';
import { originOf } from '../../public-card/origin.ts';
import { imageUrl } from '../cards/media.ts';
import { cachedPage, type PublicPage } from './page-cache.ts';
import { linkTypeMap } from '../link-store/service.ts';

type RenderableCard = {
  cardId: string;
  content: CardContent;
  settings: Pick<CardSettings, 'display' | 'seo' | 'sections' | 'languages'>;
};
/** `language`: one of the card's languages; its main one when left out. */
type RequestOptions = Pick<RenderOptions, 'mode' | 'preview' | 'renewalUrl'> & { language?: Language };

async function renderOptions(app: AppInstance, req: FastifyRequest, card: RenderableCard, o: RequestOptions) {
  const cardUrl = `${originOf(req)}/${card.cardId}`;
  const languages = cardLanguages(card.settings);
  return {
    ...o,
    cardUrl,
    language: o.language ?? languages[0] ?? 'en',
    // The main language at the card's own address, another at /{cardId}/{language}.
    alternates: languages.map((language, i) => ({
      language,
      url: i === 0 ? cardUrl : `${cardUrl}/${language}`,
    })),
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
