/**
 * /staff/privacy-requests: the brand's privacy requests for its administrators, newest first, a
 * page at a time: when each came in, what it asks and by whom, its legal due date (overdue ones
 * marked), its state and what was done.
 */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { ConsolePage } from '@/components/staff/console-page';
import { htmlLang } from '@/domain/markets';
import type { PrivacyPage, StaffPrivacyRequest } from '@/lib/api/privacy';
import type { StaffMember } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';
import styles from './staff-requests-template.module.css';

export type StaffPrivacyData = { staff: StaffMember; page: PrivacyPage; now: string };

function outcomeText(outcome: StaffPrivacyRequest['outcome']): string {
  if (!outcome) return '—';
  return Object.entries(outcome)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');
}

function Row({ request, now }: { request: StaffPrivacyRequest; now: string }) {
  const { locale, t } = useMarket();
  const day = (at: string) => new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium' }).format(new Date(at));
  const overdue = request.status !== 'completed' && request.dueAt < now;
  return (
    <tr>
      <td>{day(request.receivedAt)}</td>
      <td>
        {t(`privacy.type.${request.requestType}`)}
        {request.agentName && <Small>{t('privacy.staff.agent', { name: request.agentName })}</Small>}
      </td>
      <td>
        {request.name}
        <Small>{request.email}</Small>
      </td>
      <td>
        {day(request.dueAt)}
        {overdue && <Overdue>{t('privacy.staff.overdue')}</Overdue>}
      </td>
      <td>{request.completedAt ? t('privacy.staff.status.completed', { date: day(request.completedAt) }) : t('privacy.staff.status.awaitingConfirmation')}</td>
      <td>{outcomeText(request.outcome)}</td>
    </tr>
  );
}

export function StaffPrivacyTemplate({ staff, page, now }: StaffPrivacyData) {
  const { t } = useMarket();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <ConsolePage staff={staff} title={t('privacy.staff.title')} current="privacy">
      <p role="status">{t('privacy.staff.found', { count: page.total })}</p>
      {page.data.length === 0 ? (
        <p>{t('privacy.staff.empty')}</p>
      ) : (
        <Scroll>
          <table>
            <caption>{t('privacy.staff.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('privacy.staff.received')}</th>
                <th scope="col">{t('privacy.staff.request')}</th>
                <th scope="col">{t('privacy.staff.person')}</th>
                <th scope="col">{t('privacy.staff.due')}</th>
                <th scope="col">{t('privacy.staff.status')}</th>
                <th scope="col">{t('privacy.staff.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((request) => (
                <Row key={request.id} request={request} now={now} />
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
      {pages > 1 && (
        <Paging aria-label={t('privacy.staff.pages')}>
          {page.page > 1 && <MarketLink href={`/staff/privacy-requests?page=${page.page - 1}`}>{t('privacy.staff.previous')}</MarketLink>}
          <span>{t('privacy.staff.pageOf', { page: page.page, pages })}</span>
          {page.page < pages && <MarketLink href={`/staff/privacy-requests?page=${page.page + 1}`}>{t('privacy.staff.next')}</MarketLink>}
        </Paging>
      )}
    </ConsolePage>
  );
}

const Scroll = classed('div', styles.scroll);

const Small = classed('span', styles.small);

const Overdue = classed('strong', styles.overdue);

const Paging = classed('nav', styles.paging);
