import { PUBLIC_CARD_TEXTS } from '@panel/shared/card/page-texts.ts';
import { dialogs } from './dialogs';

/**
 * Confirmations before a card goes offline, saying what its visitors will see instead: every shared
 * link and printed QR code leads there.
 */
export const confirmUnpublish = (url: string) =>
  dialogs.confirm({
    title: 'Unpublish your card?',
    message: `Visitors who open ${url} or scan its QR code will see "${PUBLIC_CARD_TEXTS.notFound}" until you publish it again.`,
    confirmLabel: 'Unpublish',
  });

export const confirmDeactivate = (cardId: string, url: string) =>
  dialogs.confirm({
    title: `Switch card ${cardId} off?`,
    message: `Visitors who open ${url} will see "${PUBLIC_CARD_TEXTS.inactive}" instead of the card, and the customer cannot use it until it is switched on again.`,
    confirmLabel: 'Switch off',
  });
