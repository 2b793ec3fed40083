/**
 * The privacy laws the markets follow, and the rights each gives a diner over their personal
 * data, in the order the request form offers them. A market names its law in domain/markets.ts;
 * a market without a data-protection law of its own follows the general policy, which still
 * offers access, correction, deletion and withdrawal of consent. Global Privacy Control is
 * honoured under every law.
 *
 * Each law also sets how long the chain has to answer a request, in days from its receipt. Where
 * a law counts working days, the same number of calendar days is kept: the due date can only
 * come earlier than the law's, never later. Where a law names no period, the brand's rule below
 * says which one the chain keeps.
 */
import { COUNTRIES, type CountryCode } from '../markets';
import { givesDoNotSell } from './do-not-sell';
import type { PrivacyRequestType } from './requests';

export const PRIVACY_LAW_IDS = ['ccpa', 'pipeda', 'appi', 'lgpd', 'lfpdppp', 'uaePdpl', 'egyptPdpl', 'phDpa', 'general'] as const;
export type PrivacyLawId = (typeof PRIVACY_LAW_IDS)[number];

export type PrivacyLaw = {
  id: PrivacyLawId;
  /** How the API's English messages name the law; the storefront names it from its catalogue. */
  name: string;
  /** The requests the law gives a right to. */
  rights: readonly PrivacyRequestType[];
  /** The law gives a right to opt out of the sale and sharing of personal information (the do-not-sell page and its link; ./do-not-sell.ts). */
  doNotSell: boolean;
  /** Days from receipt within which a request is answered (its due date). */
  answerDays: number;
};

const LAWS: Record<PrivacyLawId, Omit<PrivacyLaw, 'doNotSell'>> = {
  // California: CCPA as amended by the CPRA.
  // The answer within 45 days of receipt (Cal. Civ. Code § 1798.130(a)(2)).
  ccpa: { id: 'ccpa', name: 'the California Consumer Privacy Act (CCPA/CPRA)', rights: ['know', 'delete', 'correct', 'optOut'], answerDays: 45 },
  // Canada: PIPEDA, with Québec's Law 25 (access, rectification, portability, withdrawal of consent).
  // Within 30 days under both: PIPEDA s. 8(3) and Law 25 (private-sector act, s. 32).
  pipeda: { id: 'pipeda', name: 'PIPEDA or Québec’s Law 25', rights: ['access', 'correct', 'portability', 'delete', 'withdrawConsent'], answerDays: 30 },
  // Japan: the Act on the Protection of Personal Information (disclosure, correction, cessation of use or third-party provision).
  // The APPI asks for an answer "without delay" (遅滞なく, art. 33(2)) and names no period: the brand's
  // rule is 14 days.
  appi: { id: 'appi', name: 'Japan’s Act on the Protection of Personal Information (APPI)', rights: ['access', 'correct', 'delete', 'stopUse'], answerDays: 14 },
  // Brazil: LGPD, article 18.
  // The complete answer within 15 days of the request (art. 19, II).
  lgpd: { id: 'lgpd', name: 'Brazil’s LGPD', rights: ['confirm', 'access', 'correct', 'anonymise', 'portability', 'sharingInfo', 'withdrawConsent'], answerDays: 15 },
  // Mexico: the federal law on personal data held by private parties (the ARCO rights, and revoking consent).
  // The answer within 20 days of receipt (art. 32; counted as calendar days, so never later).
  lfpdppp: { id: 'lfpdppp', name: 'Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties', rights: ['access', 'correct', 'delete', 'object', 'withdrawConsent'], answerDays: 20 },
  // United Arab Emirates: Federal Decree-Law No. 45 of 2021.
  // The Decree-Law leaves the period to its executive regulations: the brand's rule is 30 days.
  uaePdpl: { id: 'uaePdpl', name: 'the UAE’s Personal Data Protection Law', rights: ['access', 'portability', 'correct', 'delete', 'object'], answerDays: 30 },
  // Egypt: Law No. 151 of 2020.
  // The answer within 6 working days of the request; kept as 6 calendar days.
  egyptPdpl: { id: 'egyptPdpl', name: 'Egypt’s Personal Data Protection Law (Law 151 of 2020)', rights: ['access', 'correct', 'delete', 'object', 'withdrawConsent'], answerDays: 6 },
  // The Philippines: the Data Privacy Act of 2012.
  // The National Privacy Commission's Advisory 2021-01: within 30 working days; kept as 30 calendar days.
  phDpa: { id: 'phDpa', name: 'the Philippines’ Data Privacy Act of 2012', rights: ['access', 'correct', 'delete', 'object', 'portability'], answerDays: 30 },
  // No law of its own: the brand's rule is 30 days, as most laws above.
  general: { id: 'general', name: 'our privacy policy', rights: ['access', 'correct', 'delete', 'withdrawConsent'], answerDays: 30 },
};

export const PRIVACY_LAWS = Object.fromEntries(
  PRIVACY_LAW_IDS.map((id) => [id, { ...LAWS[id], doNotSell: givesDoNotSell(id) }]),
) as Record<PrivacyLawId, PrivacyLaw>;

export function privacyLawOf(country: CountryCode): PrivacyLaw {
  return PRIVACY_LAWS[COUNTRIES[country].privacyLaw];
}

const DAY_MS = 24 * 3_600_000;

/** The day the answer to a request received at `receivedAt` on the market's site is due: receipt plus the law's days. */
export function privacyDueAt(receivedAt: Date, country: CountryCode): Date {
  return new Date(receivedAt.getTime() + privacyLawOf(country).answerDays * DAY_MS);
}

/** Whether the market's law gives a right to this request. */
export function offersRequest(country: CountryCode, type: PrivacyRequestType): boolean {
  return privacyLawOf(country).rights.includes(type);
}
