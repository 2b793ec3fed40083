import { CateringFeedbackTemplate } from '@/components/surveys/catering-form-pages';
import { cateringFeedbackPageProps, type CateringFeedbackPageProps } from '@/lib/page-loaders/catering-forms';

export const getServerSideProps = cateringFeedbackPageProps;

export default function CateringFeedbackPage(props: CateringFeedbackPageProps) {
  return <CateringFeedbackTemplate {...props} />;
}
