/**
 * /staff/content/documents/[kind]/preview?locale=fr-ca: a document's draft, whatever its status, as
 * diners will see it, under a banner for staff (brand admins only; anyone else, or another word,
 * gets the not-found page); never indexed.
 */
import { DocumentPreviewTemplate, type DocumentPreviewData } from '@/components/staff/content/document-preview-template';
import { documentName } from '@/components/staff/content/document-texts';
import { fetchJobOpenings } from '@/lib/api/jobs';
import { fetchLoyaltyProgram } from '@/lib/api/loyalty';
import { entryLocaleOf } from '@/lib/api/staff-content-entries';
import { documentKindOf, fetchStaffDocument } from '@/lib/api/staff-content-documents';
import { optionalRead } from '@/lib/page-loaders/optional-read';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<DocumentPreviewData>(
  staffLoader<DocumentPreviewData>(async ({ staff, staffApi, api, params, query, t }) => {
    const kind = documentKindOf(params?.kind);
    if (staff.role !== 'brand_admin' || kind === null) return { notFound: true };
    const locale = entryLocaleOf(query.locale);
    const [document, openings, program] = await Promise.all([
      fetchStaffDocument(staffApi, kind, locale),
      kind === 'workForUs' ? optionalRead('job openings', fetchJobOpenings(api)) : null,
      kind === 'loyaltyPromotion' ? optionalRead('loyalty program', fetchLoyaltyProgram(api)) : null,
    ]);
    return {
      props: { staff, locale, document, openings, program },
      head: { title: t('staffContent.preview.title', { title: documentName(t, kind) }), description: t('staffContent.document.intro'), path: `/staff/content/documents/${kind}/preview`, preventIndexing: true },
    };
  }),
);

export default function StaffContentDocumentPreviewPage(props: DocumentPreviewData) {
  return <DocumentPreviewTemplate {...props} />;
}
