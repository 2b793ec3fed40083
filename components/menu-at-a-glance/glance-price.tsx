/**
 * An item's price in the market: one price, the lowest to the highest, or "price at your
 * restaurant"; `unit` is what the price is for in the market (lib/api/menu-at-a-glance.ts
 * `priceUnit`: an item sold by weight for the market's weight, as the stores price it).
 */
import { formatMoney } from '@/domain/money-format';
import type { GlancePrice } from '@/lib/api/menu-at-a-glance';
import type { Translate } from '@/lib/i18n';
import type { LocaleTag } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';

const UNITS = new Set(['each', 'lb', '100g', 'kg', 'pack', 'serving']);

/** `amount` (already formatted) for what it buys: '$21.50 / lb', '7,59 $ / 100 g', '$3.49'. */
export function perUnitText(amount: string, unit: string, t: Translate): string {
  return t.dynamic(`content.menu.unit.${UNITS.has(unit) ? unit : 'each'}`, amount, { price: amount });
}

/** The price text: '$21.50 / lb', '$21.50 – $22.75 / lb', '¥760／100g', 'Price at your restaurant'. */
function glancePriceText(price: GlancePrice | null, unit: string, locale: LocaleTag, t: Translate): string {
  if (!price || price.label.kind === 'none') return t('glance.price.none');
  const money = (amount: string) => formatMoney(amount, locale, price.currency);
  const { label } = price;
  const amount = label.kind === 'single' ? money(label.amount) : t('glance.price.range', { min: money(label.min), max: money(label.max) });
  return perUnitText(amount, unit, t);
}

export function GlancePriceText({ price, unit, className }: { price: GlancePrice | null; unit: string; className?: string }) {
  const { locale, t } = useMarket();
  return <span className={className}>{glancePriceText(price, unit, locale, t)}</span>;
}
