/**
 * The card desk's field errors in the diner's language: each error's code picks the text from the
 * processor's catalogue; the security code's length follows the brand of the number typed (3 or
 * 4 while the brand is unknown).
 */
import { cvcLength, normalizeCardNumber, type CardFieldError } from '@/domain/payments/card';
import { detectBrand } from '@/domain/payments/card-brands';
import { cardErrorText, type HostedFieldsTexts } from './texts';

export type LocalizedFieldError = Pick<CardFieldError, 'field' | 'code'> & { message: string };

export function localizeCardErrors(errors: readonly CardFieldError[], number: string, texts: HostedFieldsTexts): LocalizedFieldError[] {
  const brand = detectBrand(normalizeCardNumber(number));
  const cvcLengths = brand ? [cvcLength(brand)] : [3, 4];
  return errors.map(({ field, code }) => ({ field, code, message: cardErrorText(texts, code, cvcLengths) }));
}
