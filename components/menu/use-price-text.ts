/**
 * An item's price as a menu shows it: in the market's currency and, for what is sold by weight,
 * for the market's weight ("$22.99 / lb", "¥760／100g", "6,59 $ / 100 g"). The price is the
 * store's own for that weight (domain/menu/weight-units.ts), shown as it is, never converted.
 */
import { useCallback } from 'react';
import { formatMoney } from '@/domain/money-format';
import { countryOfLocale } from '@/domain/markets';
import { priceUnitOf } from '@/domain/menu/weight-units';
import { countryOf } from '@/lib/market';
import { useMarket } from '@/lib/use-market';

export function usePriceText(): (price: string, itemUnit: string) => string {
  const { locale, t } = useMarket();
  return useCallback(
    (price: string, itemUnit: string) => {
      const amount = formatMoney(price, locale, countryOf(locale).currency);
      if (itemUnit !== 'lb') return amount;
      return t.dynamic(`content.menu.unit.${priceUnitOf(itemUnit, countryOfLocale(locale))}`, amount, { price: amount });
    },
    [locale, t],
  );
}
