/**
 * The API answers in English with the texts of domain/ (SPEC §8, the decline texts, §5). This
 * shows a known text in the diner's language (catalogue keys under `checkout.`), and any other
 * text as the API wrote it. Cart-rule violations carry a code and their numbers, so they are
 * written here from those.
 */
import { CART_MESSAGES, GENERIC_FAILURE_MESSAGE, INTERFACE_MESSAGES, PAYMENT_MESSAGES, SUMMARY_MESSAGES } from '@/domain/messages';
import { ORDERING_MESSAGES } from '@/domain/ordering/messages';
import { DECLINE_MESSAGES } from '@/domain/payments/messages';
import { formatMoney } from '@/domain/money';
import type { Currency, LocaleTag } from '@/domain/markets';
import type { Translate } from '@/lib/i18n';
import type { Violation } from '@/lib/api/checkout-view';
import { ENGLISH_FORM_MESSAGES, formMessageKey, type FormMessageName } from '@/lib/validation/messages';

const KNOWN: Record<string, string> = {
  [GENERIC_FAILURE_MESSAGE]: 'checkout.error.generic',
  [PAYMENT_MESSAGES.failedToFetch]: 'checkout.error.failedToFetch',
  [SUMMARY_MESSAGES.somethingWentWrong]: 'checkout.error.tryAgain',
  [CART_MESSAGES.somethingWentWrong]: 'checkout.error.somethingWentWrong',
  [CART_MESSAGES.couldNotAddTip]: 'checkout.error.couldNotAddTip',
  [CART_MESSAGES.couldNotRemoveItem]: 'checkout.error.couldNotRemoveItem',
  [CART_MESSAGES.couldNotAddItems]: 'checkout.error.couldNotAddItems',
  [ORDERING_MESSAGES.slotFull]: 'checkout.error.slotFull',
  [INTERFACE_MESSAGES.notAcceptingOnlineOrders]: 'checkout.error.notAcceptingOrders',
  [INTERFACE_MESSAGES.noOnlineOrdering]: 'checkout.error.noOnlineOrdering',
};

for (const [code, text] of Object.entries(DECLINE_MESSAGES)) {
  KNOWN[text] ??= `checkout.decline.${code}`;
}
for (const [name, text] of Object.entries(ENGLISH_FORM_MESSAGES)) {
  KNOWN[text] ??= formMessageKey(name as FormMessageName);
}

const ALREADY_PAID = /^Order (\S+) is already paid\.?$/;

/** `message` in the translator's language when it is one of ours; else as the API sent it. */
export function translateApiMessage(t: Translate, message: string): string {
  const key = KNOWN[message.trim()];
  if (key) return t.dynamic(key, message);
  const paid = ALREADY_PAID.exec(message.trim());
  if (paid) return t('checkout.error.alreadyPaid', { number: paid[1] ?? '' });
  return message;
}

/** A cart rule the order breaks, in the diner's language, with its real number. */
export function violationText(t: Translate, violation: Violation, locale: LocaleTag, currency: Currency): string {
  switch (violation.code) {
    case 'item-minimum-quantity':
      return t('checkout.violation.itemMinimumQuantity', { item: violation.title, count: String(violation.minimum) });
    case 'order-amount-too-low':
      return t('checkout.violation.orderAmountTooLow', { amount: formatMoney(violation.minimum, locale, currency) });
    case 'item-count-too-low':
      return t('checkout.violation.itemCountTooLow', { count: String(violation.minimum) });
    case 'item-count-too-high':
      return t('checkout.violation.itemCountTooHigh', { count: String(violation.maximum) });
    default:
      return (violation as { message: string }).message;
  }
}
