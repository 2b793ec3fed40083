/**
 * The sandbox processor's own text catalogue: the labels and errors of its hosted card fields, in
 * the diner's language. The processor is not Hickory, so it keeps its own words rather than
 * reading the storefront's locales. A locale tag picks its language by the part before '-'
 * (fr-CA → fr); an unknown language reads English. `[count]` is filled in by cardErrorText.
 */
import type { CardFieldError } from '@/domain/payments/card';
import { interpolate } from '@/domain/interpolate';

export type CardErrorCode = CardFieldError['code'];

export type HostedFieldsTexts = {
  /** The page's title, for the frame's accessible name inside the frame. */
  title: string;
  number: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  /** The answer when the card service could not be reached or failed. */
  unreachable: string;
  /** The word between the two security code lengths allowed while the brand is unknown (3 or 4). */
  or: string;
  /** Between two error texts in one sentence-like summary. */
  separator: string;
  errors: Record<CardErrorCode, string>;
};

export const HOSTED_FIELDS_LANGUAGES = ['en', 'es', 'fr', 'ja', 'pt'] as const;
export type HostedFieldsLanguage = (typeof HOSTED_FIELDS_LANGUAGES)[number];

const TEXTS: Record<HostedFieldsLanguage, HostedFieldsTexts> = {
  en: {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiry date',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code',
    unreachable: 'The card service could not be reached. Try again in a moment.',
    or: 'or',
    separator: '. ',
    errors: {
      number_required: 'Card number is required',
      number_invalid: 'Card number is not valid',
      expiry_required: 'Expiry date is required',
      expiry_format: 'Expiry date must be MM/YY',
      expiry_month: 'Expiry month must be between 01 and 12',
      expired: 'Card has expired',
      expiry_too_far: 'Expiry date is too far in the future',
      cvc_required: 'Security code is required',
      cvc_length: 'Security code must be [count] digits',
    },
  },
  es: {
    title: 'Datos de la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento',
    expiryPlaceholder: 'MM/AA',
    cvc: 'Código de seguridad',
    unreachable: 'No se pudo contactar con el servicio de tarjetas. Inténtalo de nuevo en un momento.',
    or: 'o',
    separator: '. ',
    errors: {
      number_required: 'El número de tarjeta es obligatorio',
      number_invalid: 'El número de tarjeta no es válido',
      expiry_required: 'La fecha de vencimiento es obligatoria',
      expiry_format: 'La fecha de vencimiento debe tener el formato MM/AA',
      expiry_month: 'El mes de vencimiento debe estar entre 01 y 12',
      expired: 'La tarjeta está vencida',
      expiry_too_far: 'La fecha de vencimiento está demasiado lejos',
      cvc_required: 'El código de seguridad es obligatorio',
      cvc_length: 'El código de seguridad debe tener [count] dígitos',
    },
  },
  fr: {
    title: 'Données de la carte',
    number: 'Numéro de carte',
    expiry: "Date d'expiration",
    expiryPlaceholder: 'MM/AA',
    cvc: 'Code de sécurité',
    unreachable: 'Le service de paiement par carte est injoignable. Réessayez dans un instant.',
    or: 'ou',
    separator: '. ',
    errors: {
      number_required: 'Le numéro de carte est obligatoire',
      number_invalid: "Le numéro de carte n'est pas valide",
      expiry_required: "La date d'expiration est obligatoire",
      expiry_format: "La date d'expiration doit être au format MM/AA",
      expiry_month: "Le mois d'expiration doit être entre 01 et 12",
      expired: 'La carte est expirée',
      expiry_too_far: "La date d'expiration est trop éloignée",
      cvc_required: 'Le code de sécurité est obligatoire',
      cvc_length: 'Le code de sécurité doit comporter [count] chiffres',
    },
  },
  ja: {
    title: 'カード情報',
    number: 'カード番号',
    expiry: '有効期限',
    expiryPlaceholder: 'MM/YY',
    cvc: 'セキュリティコード',
    unreachable: 'カード決済サービスに接続できませんでした。しばらくしてからもう一度お試しください。',
    or: 'または',
    separator: '。',
    errors: {
      number_required: 'カード番号は必須です',
      number_invalid: 'カード番号が正しくありません',
      expiry_required: '有効期限は必須です',
      expiry_format: '有効期限はMM/YYの形式で入力してください',
      expiry_month: '有効期限の月は01から12の間で入力してください',
      expired: 'カードの有効期限が切れています',
      expiry_too_far: '有効期限が先すぎます',
      cvc_required: 'セキュリティコードは必須です',
      cvc_length: 'セキュリティコードは[count]桁で入力してください',
    },
  },
  pt: {
    title: 'Dados do cartão',
    number: 'Número do cartão',
    expiry: 'Data de validade',
    expiryPlaceholder: 'MM/AA',
    cvc: 'Código de segurança',
    unreachable: 'Não foi possível contatar o serviço de cartões. Tente novamente em instantes.',
    or: 'ou',
    separator: '. ',
    errors: {
      number_required: 'O número do cartão é obrigatório',
      number_invalid: 'O número do cartão não é válido',
      expiry_required: 'A data de validade é obrigatória',
      expiry_format: 'A data de validade deve estar no formato MM/AA',
      expiry_month: 'O mês de validade deve estar entre 01 e 12',
      expired: 'O cartão está vencido',
      expiry_too_far: 'A data de validade está longe demais no futuro',
      cvc_required: 'O código de segurança é obrigatório',
      cvc_length: 'O código de segurança deve ter [count] dígitos',
    },
  },
};

/** The language of a locale tag: 'fr-CA' → 'fr', 'ja' → 'ja'; anything else → 'en'. */
export function hostedFieldsLanguage(locale: string): HostedFieldsLanguage {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (HOSTED_FIELDS_LANGUAGES as readonly string[]).includes(language) ? (language as HostedFieldsLanguage) : 'en';
}

/** The hosted fields' texts for a locale tag such as en-US, fr-CA or ja-JP (unknown: English). */
export function hostedFieldsTexts(locale: string): HostedFieldsTexts {
  return TEXTS[hostedFieldsLanguage(locale)];
}

/** A card field error's text; `cvcLengths` are the security code lengths allowed (one, or 3 and 4). */
export function cardErrorText(texts: HostedFieldsTexts, code: CardErrorCode, cvcLengths: readonly number[]): string {
  return interpolate(texts.errors[code], { count: cvcLengths.join(` ${texts.or} `) });
}
