/**
 * /staff/prices: the base price list with each store's own prices, and bulk price changes across
 * a state or a market, for brand admins (other staff get the not-found page, as the API refuses
 * them); never indexed.
 */
import { PricesTemplate, type PricesData } from '@/components/staff/prices/prices-template';
import { fetchPlannedChanges, fetchPriceList } from '@/lib/api/staff-prices';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<PricesData>(
  staffLoader<PricesData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const [prices, planned] = await Promise.all([fetchPriceList(staffApi), fetchPlannedChanges(staffApi)]);
    return {
      props: { staff, prices, planned },
      head: { title: t('staffPrices.title'), description: t('staffPrices.intro'), path: '/staff/prices', preventIndexing: true },
    };
  }),
);

export default function StaffPricesPage(props: PricesData) {
  return <PricesTemplate {...props} />;
}
