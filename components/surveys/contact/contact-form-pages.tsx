/**
 * /contact/talk-to-{brand} and /contact/general-feedback: the content frame (breadcrumbs, title,
 * intro) around each form, and the guest relations line for those who would rather call.
 */
import { classed } from '@/lib/classed';
import { ContentPage } from '@/components/content/content-page';
import { BRAND } from '@/content/brand';
import type { ContactChoice } from '@/lib/api/contact';
import type { StoreOption } from '@/lib/api/surveys';
import type { HeadCrumb } from '@/lib/page-head';
import { useT } from '@/lib/use-t';
import { GeneralFeedbackForm } from './general-feedback-form';
import { TalkToForm } from './talk-to-form';
import styles from './contact-form-pages.module.css';

/** A phone number as a tel: link: its digits and a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function CallUs() {
  const t = useT();
  return (
    <Call>
      {t('contact.preferToCall')} <a href={telHref(BRAND.guestRelationsPhone)}>{t('contact.callTo', { phone: BRAND.guestRelationsPhone })}</a>
    </Call>
  );
}

type TalkToPageData = { breadcrumbs: HeadCrumb[]; visitTypes: ContactChoice[] | null; stores: StoreOption[] | null };

export function TalkToTemplate({ breadcrumbs, visitTypes, stores }: TalkToPageData) {
  const t = useT();
  return (
    <ContentPage title={t('contact.talkTo.title', { brand: BRAND.shortName })} intro={t('contact.talkTo.intro')} breadcrumbs={breadcrumbs}>
      <TalkToForm visitTypes={visitTypes} stores={stores} />
      <CallUs />
    </ContentPage>
  );
}

type GeneralFeedbackPageData = { breadcrumbs: HeadCrumb[]; feedbackTypes: ContactChoice[] | null };

export function GeneralFeedbackTemplate({ breadcrumbs, feedbackTypes }: GeneralFeedbackPageData) {
  const t = useT();
  return (
    <ContentPage title={t('contact.general.title')} intro={t('contact.general.intro')} breadcrumbs={breadcrumbs}>
      <GeneralFeedbackForm feedbackTypes={feedbackTypes} />
      <CallUs />
    </ContentPage>
  );
}

const Call = classed('p', styles.call);
