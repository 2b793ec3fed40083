/**
 * /staff/content/documents?locale=fr-ca: the pages, home sections, catering services, footer and
 * navigation of one language, for brand admins (anyone else gets the not-found page); never indexed.
 */
import { DocumentsTemplate, type DocumentsData } from '@/components/staff/content/documents-template';
import { entryLocaleOf } from '@/lib/api/staff-content-entries';
import { fetchStaffDocuments } from '@/lib/api/staff-content-documents';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<DocumentsData>(
  staffLoader<DocumentsData>(async ({ staff, staffApi, query, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const locale = entryLocaleOf(query.locale);
    return {
      props: { staff, locale, list: await fetchStaffDocuments(staffApi, locale) },
      head: { title: t('staffContent.document.title'), description: t('staffContent.document.intro'), path: '/staff/content/documents', preventIndexing: true },
    };
  }),
);

export default function StaffContentDocumentsPage(props: DocumentsData) {
  return <DocumentsTemplate {...props} />;
}
