/** /catering/feedback and /catering/contest: the content frame (breadcrumbs, title, intro) around each form. */
import { ContentPage } from '@/components/content/content-page';
import type { HeadCrumb } from '@/lib/page-head';
import type { ServiceTypeOption, StoreOption } from '@/lib/api/surveys';
import { useT } from '@/lib/use-t';
import { CateringContestForm } from './catering-contest-form';
import { CateringFeedbackForm } from './catering-feedback-form';

type FeedbackProps = { breadcrumbs: HeadCrumb[]; serviceTypes: ServiceTypeOption[] | null; stores: StoreOption[] | null; quoteNumber: string };

export function CateringFeedbackTemplate({ breadcrumbs, serviceTypes, stores, quoteNumber }: FeedbackProps) {
  const t = useT();
  return (
    <ContentPage title={t('survey.feedback.title')} intro={t('survey.feedback.intro')} breadcrumbs={breadcrumbs}>
      <CateringFeedbackForm serviceTypes={serviceTypes} stores={stores} quoteNumber={quoteNumber} />
    </ContentPage>
  );
}

export function CateringContestTemplate({ breadcrumbs, stores }: { breadcrumbs: HeadCrumb[]; stores: StoreOption[] | null }) {
  const t = useT();
  return (
    <ContentPage title={t('survey.contest.title')} intro={t('survey.contest.intro')} breadcrumbs={breadcrumbs}>
      <CateringContestForm stores={stores} />
    </ContentPage>
  );
}
