/**
 * A postal code of an address must have its country's shape (domain/validation POSTAL_CODE_PATTERNS):
 * the form's check, repeated by every route that takes an address in a known country. The
 * refusal says the form's own text, so it carries that text's code (`invalid_zip` in the US,
 * `invalid_postal_code` elsewhere) and the storefront translates it.
 */
import { messageCode } from '@/domain/error-codes';
import type { CountryCode } from '@/domain/markets';
import { VALIDATION_MESSAGES } from '@/domain/messages';
import { postalCodeProblem } from '@/domain/validation';
import { BadRequestError } from '@/server/errors';

/** A 400 naming the field and the country when a filled `zip` is no postal code of `country`. */
export function assertPostalCode(country: CountryCode, zip: string): void {
  const problem = postalCodeProblem(country, zip);
  if (problem) throw new BadRequestError(VALIDATION_MESSAGES[problem], [`zip "${zip.trim()}" is not a postal code of ${country}`], { code: messageCode(problem) });
}
