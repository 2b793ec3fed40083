import { StartTemplate, type StartTemplateProps } from '@/components/ordering/start-template';
import { orderSeed, type OrderPageSeed } from '@/lib/page-loaders/order';
import { currentOrder } from '@/lib/current-order';
import { withPage } from '@/lib/page-loaders/with-page';

type Props = OrderPageSeed & StartTemplateProps;

export const getServerSideProps = withPage<Props>(
  async ({ api, t }) => ({
    props: { mode: 'quote', categorySlug: 'get-a-quote', ...orderSeed(await currentOrder(api), 'start') },
    head: { title: t('ordering.quote.metaTitle'), description: t('ordering.quote.metaDescription'), path: '/get-a-quote' },
  }),
  { publicCache: true },
);

export default function GetAQuotePage({ mode, categorySlug }: Props) {
  return <StartTemplate mode={mode} categorySlug={categorySlug} />;
}
