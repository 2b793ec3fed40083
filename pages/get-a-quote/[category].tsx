import { StartTemplate, type StartTemplateProps } from '@/components/ordering/start-template';
import { isOrderCategorySlug } from '@/domain/ordering/handoffs';
import { orderSeed, type OrderPageSeed } from '@/lib/page-loaders/order';
import { currentOrder } from '@/lib/current-order';
import { withPage } from '@/lib/page-loaders/with-page';
import { paramOf } from '@/lib/page-loaders/with-page';

type Props = OrderPageSeed & StartTemplateProps;

export const getServerSideProps = withPage<Props>(
  async ({ api, t, params }) => {
    const category = paramOf(params, 'category');
    if (!isOrderCategorySlug(category)) return { notFound: true };
    return {
      props: { mode: 'quote', categorySlug: category, ...orderSeed(await currentOrder(api), 'start') },
      head: {
        title: t('ordering.quote.categoryMetaTitle', { category: t(`menu.category.${category}`) }),
        description: t('ordering.quote.metaDescription'),
        path: `/get-a-quote/${category}`,
      },
    };
  },
  { publicCache: true },
);

export default function GetAQuoteCategoryPage({ mode, categorySlug }: Props) {
  return <StartTemplate mode={mode} categorySlug={categorySlug} />;
}
