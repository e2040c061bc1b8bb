import { TEXTS } from '@panel/shared/constants.ts';
import { dialogs } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';

/**
 * The "One Card per Business" dialog (spec section 2). Resolves true when the customer chose
 * "Add new business".
 */
export const askOneCardPerBusiness = () =>
  dialogs.confirm({
    // The spec's TEXTS, in the chosen language.
    title: i18n.t('oneCard.title', { ns: 'cards', defaultValue: TEXTS.oneCardTitle }),
    message: i18n.t('oneCard.text', { ns: 'cards', defaultValue: TEXTS.oneCardText }),
    confirmLabel: i18n.t('oneCard.button', { ns: 'cards', defaultValue: TEXTS.oneCardButton }),
    cancelLabel: i18n.t('common.cancel', { ns: 'cards' }),
  });
