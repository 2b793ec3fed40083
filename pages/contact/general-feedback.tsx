import { GeneralFeedbackTemplate } from '@/components/surveys/contact/contact-form-pages';
import { generalFeedbackPageProps, type GeneralFeedbackPageProps } from '@/lib/page-loaders/contact-forms';

export const getServerSideProps = generalFeedbackPageProps;

export default function GeneralFeedbackPage(props: GeneralFeedbackPageProps) {
  return <GeneralFeedbackTemplate {...props} />;
}
