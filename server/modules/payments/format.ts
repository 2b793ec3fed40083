/** Amounts inside API messages: '12.50 USD' (messages are English; the storefront formats for display). */
import { toMoneyString, type MoneyInput } from '@/domain/money';

export function formatDue(amount: MoneyInput, currency: string): string {
  return `${toMoneyString(amount)} ${currency}`;
}
