/**
 * The privacy pages in the content frame (breadcrumbs, title, intro): the CCPA request form, the
 * do-not-sell form with the browser's opt-out and the Global Privacy Control notice, and the
 * confirmation page of the emailed link. The policy PDFs close the forms' pages.
 */
import { ContentLink } from '@/components/content/content-link';
import { ContentPage, Section } from '@/components/content/content-page';
import { PDF } from '@/content/brand';
import type { CcpaPageProps, ConfirmPageProps, DoNotSellPageProps } from '@/lib/page-loaders/privacy';
import { useT } from '@/lib/use-t';
import { CcpaRequestForm } from './ccpa-request-form';
import { ConfirmRequest } from './confirm-request';
import { DoNotSellForm } from './do-not-sell-form';
import { OptOutNotice } from './opt-out-notice';

function Policies() {
  const t = useT();
  return (
    <Section id="privacy-policies" title={t('privacy.policies')}>
      <ul>
        <li>
          <ContentLink href={PDF.ccpaPolicy}>{t('content.pdf.ccpaPolicy')}</ContentLink>
        </li>
        <li>
          <ContentLink href={PDF.privacyPolicy}>{t('content.pdf.privacyPolicy')}</ContentLink>
        </li>
      </ul>
    </Section>
  );
}

export function CcpaTemplate({ breadcrumbs, requestTypes, requestorTypes }: CcpaPageProps) {
  const t = useT();
  return (
    <ContentPage title={t('privacy.ccpa.heading')} intro={t('privacy.ccpa.intro')} breadcrumbs={breadcrumbs}>
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
