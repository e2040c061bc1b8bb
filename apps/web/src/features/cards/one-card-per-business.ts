import { TEXTS } from '@panel/shared/constants.ts';
import { dialogs } from '@/lib/dialogs';

/**
 * The "One Card per Business" dialog (spec section 2). Resolves true when the customer chose
 * "Add new business".
 */
export const askOneCardPerBusiness = () =>
  dialogs.confirm({
    title: TEXTS.oneCardTitle,
    message: TEXTS.oneCardText,
    confirmLabel: TEXTS.oneCardButton,
    cancelLabel: 'Cancel',
  });
