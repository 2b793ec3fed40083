/**
 * Card brands and how to recognise them from the leading digits (the issuer identification
 * number ranges the networks publish), with the lengths and security-code length each allows.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

type BrandRules = {
  label: string;
  /** Allowed card-number lengths. */
  lengths: readonly number[];
  cvcLength: 3 | 4;
  /** Inclusive ranges over the first `digits` digits of the number. */
  ranges: readonly { digits: number; from: number; to: number }[];
};

const span = (from: number, to: number) => {
  const lengths: number[] = [];
  for (let length = from; length <= to; length += 1) lengths.push(length);
  return lengths;
};

const prefix = (digits: number, from: number, to = from) => ({ digits, from, to });

export const BRAND_RULES: Record<CardBrand, BrandRules> = {
  visa: { label: 'Visa', lengths: [13, 16, 19], cvcLength: 3, ranges: [prefix(1, 4)] },
  mastercard: {
    label: 'Mastercard',
    lengths: [16],
    cvcLength: 3,
    ranges: [prefix(2, 51, 55), prefix(4, 2221, 2720)],
  },
  amex: { label: 'American Express', lengths: [15], cvcLength: 4, ranges: [prefix(2, 34), prefix(2, 37)] },
  discover: {
    label: 'Discover',
    lengths: span(16, 19),
    cvcLength: 3,
    ranges: [prefix(4, 6011), prefix(3, 644, 649), prefix(2, 65)],
  },
  diners: {
    label: 'Diners Club',
    lengths: span(14, 19),
    cvcLength: 3,
    ranges: [prefix(3, 300, 305), prefix(4, 3095), prefix(2, 36), prefix(2, 38, 39)],
  },
  jcb: { label: 'JCB', lengths: span(16, 19), cvcLength: 3, ranges: [prefix(4, 3528, 3589)] },
  unionpay: {
    label: 'UnionPay',
    lengths: span(16, 19),
    cvcLength: 3,
    ranges: [prefix(2, 62), prefix(2, 81)],
  },
};

/**
 * The brand of a card number (digits only), or undefined when no brand's range matches.
 * Works on a partly typed number once it has enough digits to decide, so a form can show the
 * brand as the diner types. The ranges do not overlap, so the first match is the only one.
 */
export function detectBrand(digits: string): CardBrand | undefined {
  if (!/^\d+$/.test(digits)) return undefined;
  return CARD_BRANDS.find((brand) =>
    BRAND_RULES[brand].ranges.some(({ digits: count, from, to }) => {
      if (digits.length < count) return false;
      const lead = Number(digits.slice(0, count));
      return lead >= from && lead <= to;
    }),
  );
}

export function brandLabel(brand: CardBrand): string {
  return BRAND_RULES[brand].label;
}

/** How a saved card reads: 'Visa •••• 4242'. */
export function maskedCard(brand: CardBrand, lastFour: string): string {
  return `${brandLabel(brand)} •••• ${lastFour}`;
}

export function isCardBrand(value: unknown): value is CardBrand {
  return typeof value === 'string' && (CARD_BRANDS as readonly string[]).includes(value);
}
