/**
 * The privacy laws the markets follow, and the rights each gives a diner over their personal
 * data, in the order the request form offers them. A market names its law in domain/markets.ts;
 * a market without a data-protection law of its own follows the general policy, which still
 * offers access, correction, deletion and withdrawal of consent. Global Privacy Control is
 * honoured under every law.
 */
import { COUNTRIES, type CountryCode } from '../markets';
import type { PrivacyRequestType } from './requests';

export const PRIVACY_LAW_IDS = ['ccpa', 'pipeda', 'appi', 'lgpd', 'lfpdppp', 'uaePdpl', 'egyptPdpl', 'phDpa', 'general'] as const;
export type PrivacyLawId = (typeof PRIVACY_LAW_IDS)[number];

export type PrivacyLaw = {
  id: PrivacyLawId;
  /** How the API's English messages name the law; the storefront names it from its catalogue. */
  name: string;
  /** The requests the law gives a right to. */
  rights: readonly PrivacyRequestType[];
  /** The law gives a right to opt out of the sale and sharing of personal information (the do-not-sell page and its link). */
  doNotSell: boolean;
};

export const PRIVACY_LAWS: Record<PrivacyLawId, PrivacyLaw> = {
  // California: CCPA as amended by the CPRA.
  ccpa: { id: 'ccpa', name: 'the California Consumer Privacy Act (CCPA/CPRA)', rights: ['know', 'delete', 'correct', 'optOut'], doNotSell: true },
  // Canada: PIPEDA, with Québec's Law 25 (access, rectification, portability, withdrawal of consent).
  pipeda: { id: 'pipeda', name: 'PIPEDA or Québec’s Law 25', rights: ['access', 'correct', 'portability', 'delete', 'withdrawConsent'], doNotSell: false },
  // Japan: the Act on the Protection of Personal Information (disclosure, correction, cessation of use or third-party provision).
  appi: { id: 'appi', name: 'Japan’s Act on the Protection of Personal Information (APPI)', rights: ['access', 'correct', 'delete', 'stopUse'], doNotSell: false },
  // Brazil: LGPD, article 18.
  lgpd: { id: 'lgpd', name: 'Brazil’s LGPD', rights: ['confirm', 'access', 'correct', 'anonymise', 'portability', 'sharingInfo', 'withdrawConsent'], doNotSell: false },
  // Mexico: the federal law on personal data held by private parties (the ARCO rights, and revoking consent).
  lfpdppp: { id: 'lfpdppp', name: 'Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties', rights: ['access', 'correct', 'delete', 'object', 'withdrawConsent'], doNotSell: false },
  // United Arab Emirates: Federal Decree-Law No. 45 of 2021.
  uaePdpl: { id: 'uaePdpl', name: 'the UAE’s Personal Data Protection Law', rights: ['access', 'portability', 'correct', 'delete', 'object'], doNotSell: false },
  // Egypt: Law No. 151 of 2020.
  egyptPdpl: { id: 'egyptPdpl', name: 'Egypt’s Personal Data Protection Law (Law 151 of 2020)', rights: ['access', 'correct', 'delete', 'object', 'withdrawConsent'], doNotSell: false },
  // The Philippines: the Data Privacy Act of 2012.
  phDpa: { id: 'phDpa', name: 'the Philippines’ Data Privacy Act of 2012', rights: ['access', 'correct', 'delete', 'object', 'portability'], doNotSell: false },
  general: { id: 'general', name: 'our privacy policy', rights: ['access', 'correct', 'delete', 'withdrawConsent'], doNotSell: false },
};

export function privacyLawOf(country: CountryCode): PrivacyLaw {
  return PRIVACY_LAWS[COUNTRIES[country].privacyLaw];
}

/** Whether the market's law gives a right to this request. */
export function offersRequest(country: CountryCode, type: PrivacyRequestType): boolean {
  return privacyLawOf(country).rights.includes(type);
}
