/**
 * /staff/content: the posts (blog posts and press releases) of every language with their kind and
 * status; filtered by kind, language and status through a plain form (it works without script: it sends the same query to the page).
 * Each post has its editor and its preview; "Write a post" opens a new one. Above, the lists kept
 * entry by entry: the deals, the catering FAQ and the press releases.
 */
import { localizedPath } from '@/domain/markets';
import { STAFF_ENTRY_KINDS } from '@/lib/api/staff-content-entries';
import type { StaffMember } from '@/lib/api/staff-view';
import { postPath } from '@/domain/content/post-kinds';
import { STAFF_CONTENT_LOCALES, STAFF_POST_KINDS, STAFF_POST_STATUSES, type StaffContentFilters, type StaffContentPosts } from '@/lib/api/staff-content';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { ConsoleButton, ConsoleField, ConsolePage } from '../console-page';
import { instantText, kindName, localeName, statusName } from './post-texts';
import styles from './content.module.css';

export type ContentData = { staff: StaffMember; filters: StaffContentFilters; list: StaffContentPosts };

export function ContentTemplate({ staff, filters, list }: ContentData) {
  const { locale, t } = useMarket();
  return (
    <ConsolePage staff={staff} title={t('staffContent.title')} current="content">
      <p>{t('staffContent.intro')}</p>
      <nav aria-label={t('staffContent.entries.listsLabel')}>
        <Lists>
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
      <Filters method="get" action={localizedPath(locale, '/staff/content')} aria-label={t('staffContent.filter.label')}>
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
        <ConsoleField>
          <label htmlFor="content-locale">{t('staffContent.filter.locale')}</label>
          <select id="content-locale" name="locale" defaultValue={filters.locale ?? ''}>
            <option value="">{t('staffContent.filter.allLocales')}</option>
            {STAFF_CONTENT_LOCALES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {localeName(t, candidate)}
              </option>
            ))}
          </select>
        </ConsoleField>
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
        <ConsoleButton type="submit">{t('staffContent.filter.show')}</ConsoleButton>
      </Filters>
      {list.posts.length === 0 ? (
        <p>{t('staffContent.empty')}</p>
      ) : (
        <Table>
          <table>
            <caption>{t('staffContent.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staffContent.table.title')}</th>
                <th scope="col">{t('staffContent.table.kind')}</th>
                <th scope="col">{t('staffContent.table.locale')}</th>
                <th scope="col">{t('staffContent.table.date')}</th>
                <th scope="col">{t('staffContent.table.status')}</th>
                <th scope="col">{t('staffContent.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.posts.map((post) => (
                <tr key={post.id}>
                  <th scope="row">
                    {post.title}
                    <Note>{postPath(post.kind, post.slug)}</Note>
                  </th>
                  <td>{kindName(t, post.kind)}</td>
                  <td>{localeName(t, post.locale)}</td>
                  <td>{post.date}</td>
                  <td>
                    {statusName(t, post.status)}
                    {post.status === 'scheduled' && post.publishedAt && <Note>{t('staffContent.scheduledFor', { time: instantText(locale, post.publishedAt) })}</Note>}
                  </td>
                  <td>
                    <Actions>
                      <MarketLink href={`/staff/content/posts/${post.id}`} aria-label={t('staffContent.edit', { title: post.title })}>
                        {t('staffContent.table.edit')}
                      </MarketLink>
                      <MarketLink href={`/staff/content/posts/${post.id}/preview`} aria-label={t('staffContent.previewOf', { title: post.title })}>
                        {t('staffContent.table.preview')}
                      </MarketLink>
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Table>
      )}
    </ConsolePage>
  );
}

const Filters = classed('form', styles.filters);
const Lists = classed('ul', styles.lists);
const Table = classed('div', styles.table);
const Note = classed('span', styles.cellNote);
const Actions = classed('div', styles.actions);
