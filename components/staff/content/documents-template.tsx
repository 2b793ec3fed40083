/**
 * /staff/content/documents: the company and legal pages, the home sections, the catering services,
 * the footer and the navigation of one language, each with where it stands (published, scheduled,
 * a draft), whether a draft waits, its editor and its preview. The language is chosen through a
 * plain form (it sends the same query to the page).
 */
import type { StaffContentLocale } from '@/lib/api/staff-content';
import { STAFF_DOCUMENT_GROUPS, type StaffContentDocuments, type StaffDocumentGroup } from '@/lib/api/staff-content-documents';
import type { StaffMember } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { ConsolePage } from '../console-page';
import { CellNote, ContentListFilters, ContentTable, LocaleSelect, StatusCell } from './content-list';
import { documentName, groupName } from './document-texts';
import { EditPreviewLinks } from './edit-preview-links';
import { localeName } from './post-texts';

export type DocumentsData = { staff: StaffMember; locale: StaffContentLocale; list: StaffContentDocuments };

export function DocumentsTemplate({ staff, locale: listLocale, list }: DocumentsData) {
  const { t } = useMarket();
  const language = localeName(t, listLocale);
  const query = `?locale=${listLocale}`;
  return (
    <ConsolePage staff={staff} title={t('staffContent.document.title')} current="content" atSectionPage={false}>
      <p>
        <MarketLink href="/staff/content">{t('staffContent.entries.back')}</MarketLink>
      </p>
      <p>{t('staffContent.document.intro')}</p>
      <ContentListFilters path="/staff/content/documents" label={t('staffContent.entries.languageLabel')}>
        <LocaleSelect id="documents-locale" value={listLocale} />
      </ContentListFilters>
      {(Object.keys(STAFF_DOCUMENT_GROUPS) as StaffDocumentGroup[]).map((group) => (
        <ContentTable key={group} caption={t('staffContent.document.caption', { group: groupName(t, group), language })} columns={[t('staffContent.table.title'), t('staffContent.table.status'), t('staffContent.table.actions')]}>
          {STAFF_DOCUMENT_GROUPS[group].map((kind) => {
            const document = list.documents.find((candidate) => candidate.kind === kind);
            const name = documentName(t, kind);
            return (
              <tr key={kind}>
                <th scope="row">{name}</th>
                <StatusCell status={document?.status ?? null} scheduledAt={document?.draftPublishAt}>
                  {document && !document.stored && <CellNote>{t('staffContent.document.fromEnglish')}</CellNote>}
                  {document?.hasDraft && !document.draftPublishAt && document.status === 'published' && <CellNote>{t('staffContent.publish.draftWaiting')}</CellNote>}
                </StatusCell>
                <td>
                  <EditPreviewLinks title={name} editHref={`/staff/content/documents/${kind}${query}`} previewHref={`/staff/content/documents/${kind}/preview${query}`} />
                </td>
              </tr>
            );
          })}
        </ContentTable>
      ))}
    </ConsolePage>
  );
}
