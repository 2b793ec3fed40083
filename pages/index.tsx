import { HomeTemplate } from '@/components/home/home-template';
import { fetchStates, type StateSummary } from '@/lib/api/locations';
import { withPage } from '@/lib/page-loaders/with-page';

type Props = { states: StateSummary[] };

export const getServerSideProps = withPage<Props>(
  async ({ api, t }) => ({
    props: { states: await fetchStates(api) },
    head: { title: t('home.metaTitle'), description: t('home.metaDescription'), path: '/', scope: 'all' },
  }),
  { publicCache: true, anonymous: true },
);

export default function HomePage({ states }: Props) {
  return <HomeTemplate states={states} />;
}
