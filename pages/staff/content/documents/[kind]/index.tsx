/**
 * /staff/content/documents/[kind]?locale=fr-ca: a brand admin edits a page, the home sections, the
 * catering services, the footer or the navigation of one language as a draft, and publishes,
 * schedules or unpublishes it (anyone else, or another word, gets the not-found page); never indexed.
 */
import { DocumentEditorTemplate, type DocumentEditorData } from '@/components/staff/content/document-editor-template';
import { documentName } from '@/components/staff/content/document-texts';
import { entryLocaleOf } from '@/lib/api/staff-content-entries';
import { documentKindOf, fetchStaffDocument } from '@/lib/api/staff-content-documents';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<DocumentEditorData>(
  staffLoader<DocumentEditorData>(async ({ staff, staffApi, params, query, t }) => {
    const kind = documentKindOf(params?.kind);
    if (staff.role !== 'brand_admin' || kind === null) return { notFound: true };
    const locale = entryLocaleOf(query.locale);
    return {
      props: { staff, locale, document: await fetchStaffDocument(staffApi, kind, locale) },
      head: { title: documentName(t, kind), description: t('staffContent.document.intro'), path: `/staff/content/documents/${kind}`, preventIndexing: true },
    };
  }),
);

export default function StaffContentDocumentPage(props: DocumentEditorData) {
  return <DocumentEditorTemplate {...props} />;
}
