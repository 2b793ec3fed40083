/**
 * An amount of money as a person types it in their language, read into the dot-decimal string the
 * API takes, and written back for a field to edit. Every money field of the storefront and the
 * staff console reads through readAmount, so they all accept the same entries:
 * - the decimal separator is the locale's ('5,50' in French and Brazilian Portuguese) or the dot
 *   ('5.50', everywhere);
 * - thousands may be grouped by threes with the locale's own separator: a space (ordinary,
 *   no-break or narrow no-break) in French ('1 234,50'), a dot in Brazil ('1.234,50'), a comma
 *   elsewhere ('1,234.50'). In Brazil a dot is a decimal point only when no comma follows it;
 * - at most the currency's number of decimals (2 for dollars, none for yen), counting zeros too,
 *   so that '1.000' is refused rather than read as one dollar when a thousand was meant;
 * - no sign, unless the field takes a change of price (signed), which may start with + or -.
 * Anything else is refused with the problem's name; nothing is ever guessed.
 */
import { keptPerKey } from '@/domain/kept';
import { htmlLang, type Currency, type LocaleTag } from '@/domain/markets';
import { currencyDecimals, roundHalfEven } from '@/domain/money-format';

export type AmountEntryProblem = 'empty' | 'invalid' | 'negative' | 'tooManyDecimals';

export type AmountEntry = { ok: true; amount: string } | { ok: false; problem: AmountEntryProblem };

export type AmountEntryOptions = {
  /** The field takes a change (a price delta): a leading + or - is part of the amount. */
  readonly signed?: boolean;
  /** Decimals allowed when the field is no amount of `currency` (a percentage); the currency's by default. */
  readonly decimals?: number;
};

type Separators = { decimal: string; group: string };

const separatorsOf = keptPerKey<Separators>();

/** The decimal and grouping characters of `locale`; a space of any width groups as a space. */
function localeSeparators(locale: LocaleTag): Separators {
  return separatorsOf(locale, () => {
    const parts = new Intl.NumberFormat(htmlLang(locale)).formatToParts(12345.6);
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const group = parts.find((part) => part.type === 'group')?.value ?? ',';
    return { decimal, group: /\s/.test(group) ? ' ' : group };
  });
}

const SPACES = /[\s\u00a0\u202f]/g;
const MINUS = /^[-\u2212]/;

/** The integer digits of `whole` written with `group` between threes, or undefined when misgrouped. */
function ungroup(whole: string, group: string): string | undefined {
  if (/^\d*$/.test(whole)) return whole;
  const groups = whole.split(group);
  const [first, ...rest] = groups;
  if (!/^\d{1,3}$/.test(first!) || !rest.every((digits) => /^\d{3}$/.test(digits))) return undefined;
  return groups.join('');
}

/** The integer and fraction digits of an unsigned entry, or undefined when it is no number of `locale`. */
function digitsOfEntry(text: string, { decimal, group }: Separators): { whole: string; fraction: string } | undefined {
  const spaced = group === ' ' ? text.replace(SPACES, ' ') : text;
  if (group !== ' ' && /\s/.test(spaced)) return undefined;
  const dotGroups = group === '.' && spaced.includes(decimal);
  const marks = [...spaced].filter((char) => char === decimal || (char === '.' && !dotGroups));
  if (marks.length > 1) return undefined;
  const point = marks.length === 1 ? spaced.lastIndexOf(marks[0]!) : spaced.length;
  const whole = ungroup(spaced.slice(0, point), group);
  const fraction = spaced.slice(point + 1);
  if (whole === undefined || !/^\d*$/.test(fraction) || whole + fraction === '') return undefined;
  return { whole, fraction };
}

/**
 * `typed` read as an amount of `currency` in `locale`: ('5,50', 'fr-ca', 'CAD') gives '5.50',
 * ('1 234,5', 'fr-ca', 'CAD') '1234.50', ('500', 'ja-jp', 'JPY') '500'. The amount has exactly the
 * currency's decimals and no leading zeros.
 */
export function readAmount(typed: string, locale: LocaleTag, currency: Currency, options: AmountEntryOptions = {}): AmountEntry {
  const decimals = options.decimals ?? currencyDecimals(currency);
  let text = typed.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  const negative = MINUS.test(text);
  if (negative || text.startsWith('+')) {
    if (!options.signed) return { ok: false, problem: negative ? 'negative' : 'invalid' };
    text = text.slice(1).trimStart();
  }
  const digits = digitsOfEntry(text, localeSeparators(locale));
  if (!digits) return { ok: false, problem: 'invalid' };
  if (digits.fraction.length > decimals) return { ok: false, problem: 'tooManyDecimals' };
  const whole = digits.whole.replace(/^0+(?=\d)/, '') || '0';
  const amount = decimals > 0 ? `${whole}.${digits.fraction.padEnd(decimals, '0')}` : whole;
  return { ok: true, amount: negative && /[1-9]/.test(amount) ? `-${amount}` : amount };
}

/**
 * A dot-decimal amount (as the API sends it) written for a field to edit in `locale`: the
 * locale's decimal separator, no grouping, rounded half-to-even to the currency's decimals:
 * ('12.5', 'fr-ca', 'CAD') gives '12,50'. readAmount reads it back unchanged.
 */
export function amountForEntry(amount: string, locale: LocaleTag, currency: Currency, options: Pick<AmountEntryOptions, 'decimals'> = {}): string {
  return roundHalfEven(amount, options.decimals ?? currencyDecimals(currency)).replace('.', localeSeparators(locale).decimal);
}
