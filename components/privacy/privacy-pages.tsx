/**
 * The privacy pages in the content frame (breadcrumbs, title, intro), each naming the market's
 * privacy law: the request form, the do-not-sell form with the browser's opt-out and the Global
 * Privacy Control notice, the confirmation page of the emailed link, and the privacy policy (what
 * we collect, the rights the law gives, how to ask, and that GPC is honoured). The market's policy
 * (and in the US the California notice) closes the forms' pages.
 */
import { ContentLink } from '@/components/content/content-link';
import { ContentPage, Section } from '@/components/content/content-page';
import { BRAND } from '@/content/brand';
import { privacyLawOf } from '@/domain/privacy/laws';
import type { CcpaPageProps, ConfirmPageProps, DoNotSellPageProps } from '@/lib/page-loaders/privacy';
import { useMarket } from '@/lib/use-market';
import { useT } from '@/lib/use-t';
import { lawDocuments, lawTexts, PRIVACY_POLICY_PATH, PRIVACY_REQUEST_PATH } from '@/lib/privacy/market-law';
import { CcpaRequestForm } from './ccpa-request-form';
import { ConfirmRequest } from './confirm-request';
import { DoNotSellForm } from './do-not-sell-form';
import { OptOutNotice } from './opt-out-notice';

function useLaw() {
  const { country, t } = useMarket();
  const law = privacyLawOf(country);
  return { law, texts: lawTexts(t, law), t };
}

function Policies() {
  const { law, texts, t } = useLaw();
  return (
    <Section id="privacy-policies" title={t('privacy.policies')}>
      <ul>
        <li>
          <ContentLink href={PRIVACY_POLICY_PATH}>{texts.policyTitle}</ContentLink>
        </li>
        {lawDocuments(t, law).map((document) => (
          <li key={document.url}>
            <ContentLink href={document.url}>{document.title}</ContentLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CcpaTemplate({ breadcrumbs, requestTypes, requestorTypes }: CcpaPageProps) {
  const { texts } = useLaw();
  return (
    <ContentPage title={texts.requestTitle} intro={texts.requestIntro} breadcrumbs={breadcrumbs}>
      <CcpaRequestForm requestTypes={requestTypes} requestorTypes={requestorTypes} />
      <Policies />
    </ContentPage>
  );
}

export function DoNotSellTemplate({ breadcrumbs, optOut }: DoNotSellPageProps) {
  const t = useT();
  return (
    <ContentPage title={t('privacy.doNotSell.heading')} intro={t('privacy.doNotSell.intro')} breadcrumbs={breadcrumbs}>
      <OptOutNotice optOut={optOut} />
      <DoNotSellForm />
      <Policies />
    </ContentPage>
  );
}

export function ConfirmTemplate(props: ConfirmPageProps) {
  const t = useT();
  return (
    <ContentPage title={t('privacy.confirm.heading')} intro={t('privacy.confirm.intro')}>
      <ConfirmRequest {...props} />
    </ContentPage>
  );
}

export function PrivacyPolicyTemplate() {
  const { law, texts, t } = useLaw();
  return (
    <ContentPage title={texts.policyTitle} intro={texts.policyIntro}>
      <Section id="privacy-rights" title={t('privacy.policy.rights')}>
        <p>{t('privacy.policy.rightsIntro')}</p>
        <ul>
          {law.rights.map((right) => (
            <li key={right}>{t(`privacy.right.${right}`)}</li>
          ))}
        </ul>
        <p>
          <ContentLink href={PRIVACY_REQUEST_PATH}>{t('privacy.policy.requestLink')}</ContentLink>
        </p>
      </Section>
      <Section id="privacy-gpc" title={t('privacy.gpc.title')}>
        <p>{t('privacy.gpc.explain')}</p>
      </Section>
      <p>{t('privacy.policy.contact', { email: BRAND.privacyEmail })}</p>
      <ul>
        {lawDocuments(t, law).map((document) => (
          <li key={document.url}>
            <ContentLink href={document.url}>{document.title}</ContentLink>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
