/** The request types the market's law gives a right to, and the requestor types, labelled in the request's language. */
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { privacyLawOf, PRIVACY_REQUESTOR_TYPES, type PrivacyRequestorType, type PrivacyRequestType } from '@/domain/privacy';
import type { WirePrivacyChoice } from '@/domain/wire/privacy';
import { privacyTexts } from './mail';

export function requestTypes(locale: LocaleTag, country: CountryCode): WirePrivacyChoice<PrivacyRequestType>[] {
  const labels = privacyTexts(locale).requestTypes;
  return privacyLawOf(country).rights.map((name) => ({ name, label: labels[name] }));
}

export function requestorTypes(locale: LocaleTag): WirePrivacyChoice<PrivacyRequestorType>[] {
  const labels = privacyTexts(locale).requestorTypes;
  return PRIVACY_REQUESTOR_TYPES.map((name) => ({ name, label: labels[name] }));
}
