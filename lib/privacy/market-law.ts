/**
 * How the storefront names a market's privacy law: the titles and intros of the request form and
 * the policy page, and the footer's privacy links. Under the general policy the titles name no
 * law. The do-not-sell page is linked only where the law gives that right, and the policy PDFs
 * (written for the US, in English) only on the US site; the request form and the policy page are
 * linked everywhere.
 */
import { PDF } from '@/content/brand';
import { COUNTRIES, type CountryCode } from '@/domain/markets';
import { givesDoNotSell } from '@/domain/privacy/do-not-sell';
import type { PrivacyLawId } from '@/domain/privacy/laws';
import type { Translate } from '@/lib/i18n-core';

export const PRIVACY_POLICY_PATH = '/legal/privacy-policy';
export const PRIVACY_REQUEST_PATH = '/contact/ccpa-privacy-form';
export const DO_NOT_SELL_PATH = '/contact/do-not-sell-my-personal-information';

/** A law as its texts need it: its id (the laws table, domain/privacy/laws.ts, stays out of every page's footer). */
type NamedLaw = { id: PrivacyLawId };

export type LawTexts = { requestTitle: string; requestIntro: string; policyTitle: string; policyIntro: string };

export function lawTexts(t: Translate, law: NamedLaw): LawTexts {
  if (law.id === 'general') {
    return { requestTitle: t('privacy.request.title'), requestIntro: t('privacy.request.introGeneral'), policyTitle: t('privacy.policy.title'), policyIntro: t('privacy.policy.introGeneral') };
  }
  const short = t(`privacy.law.${law.id}.short`);
  const name = t(`privacy.law.${law.id}.name`);
  return {
    requestTitle: t('privacy.request.titleUnder', { law: short }),
    requestIntro: t('privacy.request.intro', { law: name }),
    policyTitle: t('privacy.policy.titleUnder', { law: short }),
    policyIntro: t('privacy.policy.intro', { law: name }),
  };
}

export type PrivacyLink = { title: string; url: string };

/** The policy documents (PDFs) a law's site links besides the policy page. */
export function lawDocuments(t: Translate, law: NamedLaw): PrivacyLink[] {
  if (law.id !== 'ccpa') return [];
  return [
    { title: t('content.pdf.privacyPolicy'), url: PDF.privacyPolicy },
    { title: t('content.pdf.ccpaPolicy'), url: PDF.ccpaPolicy },
  ];
}

/** The footer's privacy links for a market, in its language. */
export function privacyLinks(t: Translate, country: CountryCode): PrivacyLink[] {
  const law = { id: COUNTRIES[country].privacyLaw };
  const texts = lawTexts(t, law);
  return [
    { title: texts.policyTitle, url: PRIVACY_POLICY_PATH },
    // The footer names the California notice as the policy it is, apart from the pages' own link to it.
    ...lawDocuments(t, law).map((document) => (document.url === PDF.ccpaPolicy ? { ...document, title: t('privacy.footer.ccpaPolicy') } : document)),
    { title: texts.requestTitle, url: PRIVACY_REQUEST_PATH },
    ...(givesDoNotSell(law.id) ? [{ title: t('privacy.doNotSell.heading'), url: DO_NOT_SELL_PATH }] : []),
  ];
}
