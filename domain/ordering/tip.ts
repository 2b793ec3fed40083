/**
 * The tip a diner adds at checkout: a percentage of the subtotal or an amount. Apart from the
 * pricing pipeline so the checkout's chooser loads no Decimal.
 */
import type { MoneyString } from './money';

/**
 * Tip percentages the checkout offers beside a custom amount. The unlabelled "tip presets
 * 40 and 80" have no stated unit, so they are not used.
 */
export const TIP_PERCENT_PRESETS = ['15', '18', '20'] as const;

export type Tip = { kind: 'percent'; value: string } | { kind: 'amount'; value: MoneyString };
