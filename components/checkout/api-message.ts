/** The cart rules an order breaks, written in the diner's language from their codes and numbers. */
import { formatMoney } from '@/domain/money-format';
import type { Currency, LocaleTag } from '@/domain/markets';
import type { Translate } from '@/lib/i18n';
import type { Violation } from '@/lib/api/checkout-view';

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
