/** The request and requestor types the CCPA form offers, labelled in the request's language. */
import type { LocaleTag } from '@/domain/markets';
import { PRIVACY_REQUEST_TYPES, PRIVACY_REQUESTOR_TYPES, type PrivacyRequestorType, type PrivacyRequestType } from '@/domain/privacy';
import type { WirePrivacyChoice } from '@/domain/wire/privacy';
import { privacyTexts } from './mail';

export function requestTypes(locale: LocaleTag): WirePrivacyChoice<PrivacyRequestType>[] {
  const labels = privacyTexts(locale).requestTypes;
  return PRIVACY_REQUEST_TYPES.map((name) => ({ name, label: labels[name] }));
}

export function requestorTypes(locale: LocaleTag): WirePrivacyChoice<PrivacyRequestorType>[] {
  const labels = privacyTexts(locale).requestorTypes;
  return PRIVACY_REQUESTOR_TYPES.map((name) => ({ name, label: labels[name] }));
}
