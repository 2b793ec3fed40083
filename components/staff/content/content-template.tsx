/**
 * /staff/content: the posts (blog posts and press releases) of every language with their kind and
 * status; filtered by kind, language and status through a plain form (it works without script: it sends the same query to the page).
 * Each post has its editor and its preview; "Write a post" opens a new one. Above, the pages,
 * home sections, catering services, footer and navigation, and the lists kept entry by entry: the
 * deals, the catering FAQ and the press releases.
 */
import { STAFF_ENTRY_KINDS } from '@/lib/api/staff-content-entries';
import type { StaffMember } from '@/lib/api/staff-view';
import { postPath } from '@/domain/content/post-kinds';
import { STAFF_POST_KINDS, STAFF_POST_STATUSES, type StaffContentFilters, type StaffContentPosts } from '@/lib/api/staff-content';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { ConsoleField, ConsolePage } from '../console-page';
import { CellNote, ContentListFilters, ContentTable, LocaleSelect, StatusCell } from './content-list';
import { EditPreviewLinks } from './edit-preview-links';
import { kindName, localeName, statusName } from './post-texts';
import styles from './content.module.css';

export type ContentData = { staff: StaffMember; filters: StaffContentFilters; list: StaffContentPosts };

export function ContentTemplate({ staff, filters, list }: ContentData) {
  const { t } = useMarket();
  return (
    <ConsolePage staff={staff} title={t('staffContent.title')} current="content">
      <p>{t('staffContent.intro')}</p>
      <nav aria-label={t('staffContent.entries.listsLabel')}>
        <Lists>
          <li>
            <MarketLink href="/staff/content/documents">{t('staffContent.document.title')}</MarketLink>
          </li>
          {STAFF_ENTRY_KINDS.map((kind) => (
            <li key={kind}>
              <MarketLink href={`/staff/content/entries/${kind}`}>{t.dynamic(`staffContent.entries.title.${kind}`, kind)}</MarketLink>
            </li>
          ))}
        </Lists>
      </nav>
      <h2>{t('staffContent.table.caption')}</h2>
      <p>
        <MarketLink href="/staff/content/posts/new">{t('staffContent.write')}</MarketLink>
      </p>
      <ContentListFilters path="/staff/content" label={t('staffContent.filter.label')}>
        <ConsoleField>
          <label htmlFor="content-kind">{t('staffContent.filter.kind')}</label>
          <select id="content-kind" name="kind" defaultValue={filters.kind ?? ''}>
            <option value="">{t('staffContent.filter.allKinds')}</option>
            {STAFF_POST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindName(t, kind)}
              </option>
            ))}
          </select>
        </ConsoleField>
        <LocaleSelect id="content-locale" value={filters.locale ?? null} allLabel={t('staffContent.filter.allLocales')} />
        <ConsoleField>
          <label htmlFor="content-status">{t('staffContent.filter.status')}</label>
          <select id="content-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t('staffContent.filter.allStatuses')}</option>
            {STAFF_POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusName(t, status)}
              </option>
            ))}
          </select>
        </ConsoleField>
      </ContentListFilters>
      {list.posts.length === 0 ? (
        <p>{t('staffContent.empty')}</p>
      ) : (
        <ContentTable
          caption={t('staffContent.table.caption')}
          columns={[t('staffContent.table.title'), t('staffContent.table.kind'), t('staffContent.table.locale'), t('staffContent.table.date'), t('staffContent.table.status'), t('staffContent.table.actions')]}
        >
          {list.posts.map((post) => (
            <tr key={post.id}>
              <th scope="row">
                {post.title}
                <CellNote>{postPath(post.kind, post.slug)}</CellNote>
              </th>
              <td>{kindName(t, post.kind)}</td>
              <td>{localeName(t, post.locale)}</td>
              <td>{post.date}</td>
              <StatusCell status={post.status} scheduledAt={post.status === 'scheduled' ? post.publishedAt : null} />
              <td>
                <EditPreviewLinks title={post.title} editHref={`/staff/content/posts/${post.id}`} previewHref={`/staff/content/posts/${post.id}/preview`} />
              </td>
            </tr>
          ))}
        </ContentTable>
      )}
    </ConsolePage>
  );
}

const Lists = classed('ul', styles.lists);
