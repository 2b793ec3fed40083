/**
 * /staff/feedback: what guests sent through the site's forms, one kind at a time (talk-to,
 * general feedback for brand admins, catering feedback, contest entries, order ratings), newest first, a page
 * at a time. Kinds and pages are links, so the list works without script and keeps its place in
 * the URL; an empty kind says so in words.
 */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { submissionKindsOf, submissionsPath, type StaffSubmissionPage, type SubmissionKind } from '@/lib/api/staff-feedback';
import type { StaffMember } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';
import { ConsolePage, ConsolePaging } from '../console-page';
import { SubmissionCard } from './submission-card';
import styles from './feedback-template.module.css';

export type FeedbackData = { staff: StaffMember; submissions: StaffSubmissionPage };

const KIND_KEYS = {
  'talk-to': 'contact.staff.kind.talkTo',
  general: 'contact.staff.kind.general',
  'catering-feedback': 'contact.staff.kind.cateringFeedback',
  contest: 'contact.staff.kind.contest',
  'order-feedback': 'contact.staff.kind.orderFeedback',
} as const satisfies Record<SubmissionKind, string>;

export function FeedbackTemplate({ staff, submissions }: FeedbackData) {
  const { t } = useMarket();
  const { kind, items, total, page, pageCount } = submissions;
  const timeZone = staff.stores[0]?.timeZone ?? 'UTC';
  return (
    <ConsolePage staff={staff} title={t('contact.staff.title')} current="feedback">
      <Kinds aria-label={t('contact.staff.kinds')}>
        <ul>
          {submissionKindsOf(staff.role).map((each) => (
            <li key={each}>
              <MarketLink href={submissionsPath(each)} aria-current={each === kind ? 'page' : undefined}>
                {t(KIND_KEYS[each])}
              </MarketLink>
            </li>
          ))}
        </ul>
      </Kinds>
      <section aria-labelledby="feedback-results">
        <h2 id="feedback-results">{t(KIND_KEYS[kind])}</h2>
        <p>{t('contact.staff.found', { count: total })}</p>
        {items.length === 0 ? (
          <p>{t('contact.staff.empty')}</p>
        ) : (
          <List>
            {items.map((submission) => (
              <SubmissionCard key={submission.id} submission={submission} timeZone={timeZone} />
            ))}
          </List>
        )}
        {pageCount > 1 && (
          <ConsolePaging aria-label={t('contact.staff.pages')}>
            {page > 1 && <MarketLink href={submissionsPath(kind, page - 1)}>{t('contact.staff.previous')}</MarketLink>}
            <span>{t('contact.staff.pageOf', { page, pages: pageCount })}</span>
            {page < pageCount && <MarketLink href={submissionsPath(kind, page + 1)}>{t('contact.staff.next')}</MarketLink>}
          </ConsolePaging>
        )}
      </section>
    </ConsolePage>
  );
}

const Kinds = classed('nav', styles.kinds);

const List = classed('ol', styles.list);
