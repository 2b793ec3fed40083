/**
 * Card data outside the card form. Only the card form may carry a card number or security code:
 * anywhere else (a billing address, a name, special instructions) they would be stored in clear.
 * Card data is a Luhn-valid number of 13 to 19 digits, typed with or without single spaces or
 * dashes between digits, or a field whose name says it holds a card number or security code.
 * Pure: the callers decide which bodies to look at and which fields belong to a card form.
 */
import { luhnValid } from './luhn';

const CARD_NUMBER_DIGITS = { min: 13, max: 19 } as const;

/** Field names (lower case, without separators) that only ever hold card data. */
const CARD_FIELD_NAMES: ReadonlySet<string> = new Set([
  'cvv', 'cvv2', 'cvc', 'cvc2', 'cvn', 'cvn2', 'csc', 'cav2', 'cid2',
  'securitycode', 'cardsecuritycode', 'cardverificationvalue', 'cardverificationcode', 'cardcode',
  'cardnumber', 'cardno', 'cardnum', 'ccnumber', 'ccnum', 'ccno', 'creditcardnumber', 'creditcard',
  'pan', 'primaryaccountnumber', 'accountnumber',
]);

type CardDataKind = 'card-number' | 'card-field';
/** Where card data was found: `path` names the field the way a person reads it, `billing.name`. */
type CardDataFinding = { kind: CardDataKind; path: string };
type CardDataOptions = { ignoreField?: (key: string) => boolean };

/** `card_number`, `Security-Code` and `cvv2` are card fields; `number` and `pin` are not. */
export function isCardFieldName(key: string): boolean {
  return CARD_FIELD_NAMES.has(key.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/**
 * Digit groups joined by up to three spaces or dashes. A run glued to a letter or digit, to a
 * leading `+` (a phone), or inside a word (`diner-4242…@example.com`, `a.4242…`) is not a card number.
 */
const DIGIT_RUN = /(?<![\p{L}\p{N}+@_]|[\p{L}\p{N}][.-])\d+(?:[\s-]{1,3}\d+)*(?![\p{L}\p{N}@_]|[.-][\p{L}\p{N}])/gu;
const SEPARATORS = /[\s-]+/;

/** True when `text` holds a card number: some consecutive digit groups of 13 to 19 digits pass Luhn. */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    if (groupsHoldCardNumber(match[0].split(SEPARATORS))) return true;
  }
  return false;
}

function groupsHoldCardNumber(groups: string[]): boolean {
  for (let start = 0; start < groups.length; start += 1) {
    let digits = '';
    for (let end = start; end < groups.length && digits.length < CARD_NUMBER_DIGITS.max; end += 1) {
      digits += groups[end];
      if (digits.length >= CARD_NUMBER_DIGITS.min && digits.length <= CARD_NUMBER_DIGITS.max && luhnValid(digits)) return true;
    }
  }
  return false;
}

type Visit = { value: unknown; key?: string; parent?: Visit };

/** The first card number or card field anywhere in `value` (objects and lists included), or null. */
export function findCardData(value: unknown, options: CardDataOptions = {}): CardDataFinding | null {
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string' && containsCardNumber(current)) return { kind: 'card-number', path: pathOf(visit) };
    if (typeof current === 'number' && Number.isSafeInteger(current) && containsCardNumber(String(Math.abs(current)))) {
      return { kind: 'card-number', path: pathOf(visit) };
    }
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], key: String(index), parent: visit });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current as Record<string, unknown>).reverse()) {
        if (options.ignoreField?.(key)) continue;
        if (isCardFieldName(key)) return { kind: 'card-field', path: pathOf({ value: child, key, parent: visit }) };
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

function pathOf(visit: Visit): string {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return fieldPath(path);
}

/** `['items', '0', 'title']` → `items[0].title`; the empty path is `the body`. */
export function fieldPath(path: readonly string[]): string {
  if (path.length === 0) return 'the body';
  return path.reduce((name, segment) => (/^\d+$/.test(segment) && name ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), '');
}

/** What the person sending the request reads: what to remove, and from where. */
export function cardDataMessage(finding: CardDataFinding): string {
  if (finding.kind === 'card-field') return `Card details go in the card form only: remove ${finding.path}`;
  return `Card numbers go in the card form only: remove the card number from ${finding.path}`;
}
