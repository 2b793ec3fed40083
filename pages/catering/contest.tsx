import { CateringContestTemplate } from '@/components/surveys/catering-form-pages';
import { cateringContestPageProps, type CateringContestPageProps } from '@/lib/page-loaders/catering-forms';

export const getServerSideProps = cateringContestPageProps;

export default function CateringContestPage(props: CateringContestPageProps) {
  return <CateringContestTemplate {...props} />;
}
