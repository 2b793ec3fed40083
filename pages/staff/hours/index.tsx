/**
 * /staff/hours: the stores whose hours a store manager or brand admin sets (store staff get the
 * not-found page, as the API refuses them); never indexed.
 */
import { HoursStoresTemplate, type HoursStoresData } from '@/components/staff/hours/hours-stores-template';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<HoursStoresData>(
  staffLoader<HoursStoresData>(async ({ staff, t }) => {
    if (staff.role === 'store_staff') return { notFound: true };
    return {
      props: { staff },
      head: { title: t('staffHours.title'), description: t('staffHours.introManager'), path: '/staff/hours', preventIndexing: true },
    };
  }),
);

export default function StaffHoursPage(props: HoursStoresData) {
  return <HoursStoresTemplate {...props} />;
}
