/**
 * /staff/audit: the brand's staff audit log, for brand admins only (store staff get the
 * not-found page, as the API refuses them); never indexed. The URL's person, store, days and
 * page filter it; days the API refuses (the last before the first) show the log's error state.
 */
import { AuditTemplate, type AuditData } from '@/components/staff/audit/audit-template';
import { isApiError } from '@/lib/api/api-error';
import { failureTextOf } from '@/lib/api/error-text';
import { fetchStaffAuditLog, type StaffAuditPage } from '@/lib/api/staff-audit';
import { withPage } from '@/lib/page-loaders/with-page';
import { auditFiltersOf } from '@/lib/staff/audit-filters';
import { staffLoader } from '@/lib/staff/staff-page';

const NOTHING: StaffAuditPage = { entries: [], total: 0, page: 1, pageCount: 1 };

export const getServerSideProps = withPage<AuditData>(
  staffLoader<AuditData>(async ({ staff, staffApi, query, t, market }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const filters = auditFiltersOf(query);
    if (filters.storeId !== null && !staff.stores.some((store) => store.id === filters.storeId)) return { notFound: true };
    let page = NOTHING;
    let error: string | null = null;
    try {
      page = await fetchStaffAuditLog(staffApi, filters);
    } catch (failure) {
      if (!isApiError(failure) || failure.status !== 400) throw failure;
      error = failureTextOf(t, failure, { locale: market.locale });
    }
    return {
      props: { staff, filters, page, error },
      head: { title: t('staff.audit.metaTitle'), description: t('staff.audit.metaDescription'), path: '/staff/audit', preventIndexing: true },
    };
  }),
);

export default function StaffAuditPage(props: AuditData) {
  return <AuditTemplate {...props} />;
}
