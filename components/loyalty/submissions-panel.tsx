/** "My submissions": the diner's order ratings and survey forms, newest first; "More" reads the next page in place. */
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { AccountSection, Entries, LoadFailed, SmallButton } from '@/components/account/account-ui';
import { formatDate } from '@/components/account/dates';
import type { SectionData } from '@/components/account/section-state';
import { useAccountAction } from '@/components/account/use-account-action';
import { fetchMySubmissions, type Submission, type SubmissionPage } from '@/lib/api/loyalty';
import { useMarket } from '@/lib/use-market';
import styles from './submissions-panel.module.css';

export function SubmissionsPanel({ submissions }: { submissions: SectionData<SubmissionPage> }) {
  const { t, locale } = useMarket();
  const first = submissions.ok ? submissions.data : null;
  const [entries, setEntries] = useState<Submission[]>(first?.data ?? []);
  const [page, setPage] = useState(first?.page ?? 1);
  const [total, setTotal] = useState(first?.total ?? 0);
  const { pending, error, run } = useAccountAction();

  const loadMore = async () => {
    if (!first) return;
    const result = await run((ctx) => fetchMySubmissions(ctx, page + 1, first.pageSize));
    if (!result.ok) return;
    const known = new Set(entries.map((entry) => entry.id));
    setEntries([...entries, ...result.value.data.filter((entry) => !known.has(entry.id))]);
    setPage(result.value.page);
    setTotal(result.value.total);
  };

  return (
    <AccountSection id="loyalty-submissions" title={t('loyalty.submissions.title')}>
      {!submissions.ok && <LoadFailed message={submissions.message} />}
      {first && entries.length === 0 && <p>{t('loyalty.submissions.empty')}</p>}
      {entries.length > 0 && (
        <Entries aria-label={t('loyalty.submissions.title')}>
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`}>
              <div>
                <div>{t(`loyalty.submissions.kind.${entry.kind}`, { number: entry.orderNumber ?? '' })}</div>
                <small>
                  {[formatDate(entry.submittedAt, locale), entry.rating !== null ? t('loyalty.submissions.rating', { rating: String(entry.rating) }) : null, entry.summary]
                    .filter(Boolean)
                    .join(' · ')}
                </small>
              </div>
              {entry.points > 0 && <Points>{t('loyalty.submissions.points', { points: entry.points.toLocaleString(locale) })}</Points>}
            </li>
          ))}
        </Entries>
      )}
      {error && <p role="alert">{error}</p>}
      {first && entries.length < total && (
        <More>
          <SmallButton type="button" onClick={loadMore} disabled={pending} aria-busy={pending}>
            {pending ? t('loyalty.submissions.loading') : t('loyalty.submissions.more')}
          </SmallButton>
        </More>
      )}
    </AccountSection>
  );
}

const Points = classed('strong', styles.points);

const More = classed('div', styles.more);
