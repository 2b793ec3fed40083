import { StartTemplate, type StartTemplateProps } from '@/components/ordering/start-template';
import { DEFAULT_ORDER_CATEGORY } from '@/domain/ordering/handoffs';
import { orderSeed, type OrderPageSeed } from '@/lib/page-loaders/order';
import { currentOrder } from '@/lib/current-order';
import { withPage } from '@/lib/page-loaders/with-page';

type Props = OrderPageSeed & StartTemplateProps;

export const getServerSideProps = withPage<Props>(
  async ({ api, t }) => ({
    props: { mode: 'order', categorySlug: DEFAULT_ORDER_CATEGORY, ...orderSeed(await currentOrder(api), 'start') },
    head: { title: t('ordering.orderNow.metaTitle'), description: t('ordering.orderNow.metaDescription'), path: '/order-now' },
  }),
  { publicCache: true },
);

export default function OrderNowPage({ mode, categorySlug }: Props) {
  return <StartTemplate mode={mode} categorySlug={categorySlug} />;
}
