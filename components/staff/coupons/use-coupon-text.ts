/**
 * How the coupon screens write a coupon: its discount ("15 % off the order", "$5.00 off items"),
 * status, validity window (in UTC, as the audit log: server and browser write the same text) and
 * uses ("3 of 100"). A refusal is told by the screens: a staff_coupons_ code by its own text, any
 * other through the console's shared error texts (lib/api/failure-text.ts, fetched on a failure).
 */
import { htmlLang, type Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { StaffCoupon } from '@/lib/api/staff-coupons';
import { useMarket } from '@/lib/use-market';

export const PERCENTAGE_TYPES = [2, 4, 6, 8];

export function useCouponText() {
  const { locale, t } = useMarket();
  const lang = htmlLang(locale);
  const date = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
  // An amount of a coupon of every market has no one currency: it is written as stored ("5.00").
  const amount = (value: string, currency: string | null) => (currency ? formatMoney(value, locale, currency as Currency) : value);

  return {
    typeName: (typeId: number) => t.dynamic(`staffCoupons.type.${typeId}`, String(typeId)),
    discount: (coupon: Pick<StaffCoupon, 'typeId' | 'value' | 'currency'>) => {
      if (coupon.typeId === 9) return t('staffCoupons.value.free');
      if (PERCENTAGE_TYPES.includes(coupon.typeId)) return t('staffCoupons.value.percentage', { value: coupon.value.replace(/\.00$/, '') });
      return t('staffCoupons.value.amount', { value: amount(coupon.value, coupon.currency) });
    },
    amount,
    status: (status: StaffCoupon['status']) => t.dynamic(`staffCoupons.status.${status}`, status),
    market: (countryCode: string | null) => (countryCode ? t.dynamic(`staffCoupons.market.${countryCode}`, countryCode) : t('staffCoupons.market.all')),
    window: (coupon: Pick<StaffCoupon, 'validFrom' | 'validTo'>) => {
      if (!coupon.validFrom && !coupon.validTo) return t('staffCoupons.window.always');
      if (!coupon.validTo) return t('staffCoupons.window.from', { from: date.format(new Date(coupon.validFrom!)) });
      if (!coupon.validFrom) return t('staffCoupons.window.until', { to: date.format(new Date(coupon.validTo)) });
      return t('staffCoupons.window.between', { from: date.format(new Date(coupon.validFrom)), to: date.format(new Date(coupon.validTo)) });
    },
    uses: (coupon: Pick<StaffCoupon, 'uses' | 'usageLimit'>) =>
      coupon.usageLimit === null ? String(coupon.uses) : t('staffCoupons.usesOf', { uses: coupon.uses, limit: coupon.usageLimit }),
  };
}
