/** The points history, newest first, one page at a time (?page=): what each entry was for, and the points in or out. */
import { classed } from '@/lib/classed';
import { AccountSection, Entries, LoadFailed } from '@/components/account/account-ui';
import { formatDate } from '@/components/account/dates';
import { MarketLink } from '@/components/common/market-link';
import type { SectionData } from '@/components/account/section-state';
import { useMarket } from '@/lib/use-market';
import type { PointsHistory } from '@/lib/api/loyalty';
import styles from './history-panel.module.css';

export function HistoryPanel({ history }: { history: SectionData<PointsHistory> }) {
  const { t, locale } = useMarket();
  const list = history.ok ? history.data : null;
  const pages = list ? Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize))) : 1;
  return (
    <AccountSection id="loyalty-history" title={t('loyalty.history.title')}>
      {!history.ok && <LoadFailed message={history.message} />}
      {list && list.data.length === 0 && <p>{t('loyalty.history.empty')}</p>}
      {list && list.data.length > 0 && (
        <Entries aria-label={t('loyalty.history.title')}>
          {list.data.map((entry) => (
            <li key={entry.id}>
              <div>
                <div>{t(`loyalty.history.reason.${entry.reason}`, { number: entry.orderNumber ?? '' })}</div>
                <small>{formatDate(entry.createdAt, locale)}</small>
              </div>
              <Points $negative={entry.points < 0}>{`${entry.points > 0 ? '+' : '−'}${Math.abs(entry.points).toLocaleString(locale)}`}</Points>
            </li>
          ))}
        </Entries>
      )}
      {list && pages > 1 && (
        <Pager aria-label={t('loyalty.history.pages')}>
          {list.page > 1 && <MarketLink href={`/user-profile/loyalty?page=${list.page - 1}#loyalty-history-title`}>{t('loyalty.history.previous')}</MarketLink>}
          <span>{t('loyalty.history.pageOf', { page: String(list.page), pages: String(pages) })}</span>
          {list.page < pages && <MarketLink href={`/user-profile/loyalty?page=${list.page + 1}#loyalty-history-title`}>{t('loyalty.history.next')}</MarketLink>}
        </Pager>
      )}
    </AccountSection>
  );
}

const Points = classed('strong', styles.points, { $negative: styles.pointsNegative });

const Pager = classed('nav', styles.pager);
