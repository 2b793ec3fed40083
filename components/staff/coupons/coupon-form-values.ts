/**
 * The coupon form's values as typed, and the conversions at its edges: the draft sent to the API
 * (amounts read in the console's language and the market's currency, UTC date and time as an
 * instant), and the values of a coupon as it is, for an edit.
 */
import { COUNTRIES, isCountryCode, type Currency, type LocaleTag } from '@/domain/markets';
import { targetOf, valueKindOf } from '@/domain/staff/staff-coupons';
import { readAmount } from '@/domain/validation/amount-entry';
import type { StaffCouponCreate, StaffCouponDetail } from '@/lib/api/staff-coupons';

export type CouponFormValues = {
  code: string;
  title: string;
  typeId: string;
  value: string;
  singleUse: boolean;
  countryCode: string;
  itemIds: number[];
  subcategoryIds: number[];
  handoffIds: number[];
  minimumAmount: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  perCustomerLimit: string;
};

type Values = CouponFormValues;

export const EMPTY_COUPON_VALUES: Values = {
  code: '',
  title: '',
  typeId: '2',
  value: '',
  singleUse: false,
  countryCode: '',
  itemIds: [],
  subcategoryIds: [],
  handoffIds: [],
  minimumAmount: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  perCustomerLimit: '',
};


/** A limit as typed: empty is none; anything but digits is kept as an impossible limit for the rules to refuse. */
function limitOf(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d{1,9}$/.test(text) ? Number.parseInt(text, 10) : -1;
}

/** A UTC date and time from the field (YYYY-MM-DDTHH:MM) as an instant; empty is open. */
function instantOf(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00Z` : text;
}

/**
 * An amount or percentage as typed in the console's language ('12,50' in French), with a decimal
 * point; what cannot be read is kept as typed for the rules to refuse with their own message.
 */
function entryOf(typed: string, locale: LocaleTag, currency: Currency): string {
  const entry = readAmount(typed, locale, currency, { decimals: 2 });
  return entry.ok ? entry.amount : typed.trim();
}

/** The draft sent to the API; amounts are read in `locale`, in the chosen market's currency (else `consoleCurrency`). */
export function draftOf(values: Values, locale: LocaleTag, consoleCurrency: Currency): StaffCouponCreate {
  const typeId = Number.parseInt(values.typeId, 10);
  const target = targetOf(typeId);
  const currency = isCountryCode(values.countryCode) ? COUNTRIES[values.countryCode].currency : consoleCurrency;
  return {
    code: values.code.trim(),
    title: values.title.trim(),
    typeId,
    value: valueKindOf(typeId) === 'none' ? '' : entryOf(values.value, locale, currency),
    singleUse: values.singleUse,
    countryCode: values.countryCode || null,
    itemIds: target === 'items' ? values.itemIds : [],
    subcategoryIds: target === 'subcategories' ? values.subcategoryIds : [],
    handoffIds: target === 'handoffs' ? values.handoffIds : [],
    minimumAmount: values.minimumAmount.trim() ? entryOf(values.minimumAmount, locale, currency) : null,
    validFrom: instantOf(values.validFrom),
    validTo: instantOf(values.validTo),
    usageLimit: limitOf(values.usageLimit),
    perCustomerLimit: limitOf(values.perCustomerLimit),
  };
}

/** A stored amount ("12.50") as the console's language writes it ("12,50" in French). */
function typedAmount(stored: string, locale: LocaleTag): string {
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return stored.replace('.', separator);
}

/** The form's values for a coupon as it is: amounts as the console writes them, instants as UTC date and time. */
export function formValuesOf(coupon: StaffCouponDetail, locale: LocaleTag): CouponFormValues {
  const minute = (instant: string | null) => (instant ? instant.slice(0, 16) : '');
  return {
    code: coupon.code,
    title: coupon.title,
    typeId: String(coupon.typeId),
    value: valueKindOf(coupon.typeId) === 'none' ? '' : typedAmount(coupon.value, locale),
    singleUse: coupon.singleUse,
    countryCode: coupon.countryCode ?? '',
    itemIds: coupon.items.map((item) => item.id),
    subcategoryIds: coupon.subcategories.map((section) => section.id),
    handoffIds: [...coupon.handoffIds],
    minimumAmount: coupon.minimumAmount ? typedAmount(coupon.minimumAmount, locale) : '',
    validFrom: minute(coupon.validFrom),
    validTo: minute(coupon.validTo),
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    perCustomerLimit: coupon.perCustomerLimit === null ? '' : String(coupon.perCustomerLimit),
  };
}
