import { PUBLIC_CARD_TEXTS } from '@panel/shared/card/page-texts.ts';
import { dialogs } from './dialogs';
import { i18n } from './i18n';

/**
 * Confirmations before a card goes offline, saying what its visitors will see instead: every shared
 * link and printed QR code leads there.
 */
export const confirmUnpublish = (url: string) =>
  dialogs.confirm({
    title: i18n.t('cardVisibility.unpublishTitle', { ns: 'common' }),
    message: i18n.t('cardVisibility.unpublishText', { ns: 'common', url, shown: PUBLIC_CARD_TEXTS.notFound }),
    confirmLabel: i18n.t('cardVisibility.unpublish', { ns: 'common' }),
  });

export const confirmDeactivate = (cardId: string, url: string) =>
  dialogs.confirm({
    title: i18n.t('cardVisibility.deactivateTitle', { ns: 'common', cardId }),
    message: i18n.t('cardVisibility.deactivateText', {
      ns: 'common',
      url,
      shown: PUBLIC_CARD_TEXTS.inactive,
    }),
    confirmLabel: i18n.t('cardVisibility.deactivate', { ns: 'common' }),
  });
