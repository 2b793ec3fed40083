/** One lead of the list: its number (the link to its page), status, event, buyer and total. */
import styled from 'styled-components';
import { Badge } from '@/components/account/account-ui';
import { MarketLink } from '@/components/common/market-link';
import { formatMoney } from '@/domain/money';
import type { StaffLeadSummary } from '@/lib/api/staff-lead-view';
import { useMarket } from '@/lib/use-market';
import { formatEventDay } from './lead-dates';

export function LeadCard({ lead }: { lead: StaffLeadSummary }) {
  const { locale, t } = useMarket();
  const headingId = `lead-${lead.number}`;
  return (
    <li>
      <Card aria-labelledby={headingId}>
        <h3 id={headingId}>
          <MarketLink href={`/staff/leads/${lead.number}`}>{t('staff.leads.number', { number: lead.number })}</MarketLink>
          <Badge>{t.dynamic(lead.status.messageKey, lead.status.label)}</Badge>
        </h3>
        <Facts>
          <li>{t('staff.leads.eventAt', { day: formatEventDay(lead.event.date, locale), time: lead.event.time })}</li>
          <li>
            {t('staff.leads.guests', { count: lead.event.headcount })} · {t(`catering.quote.handoff.${lead.handoff}`)} · {lead.store.title}
          </li>
          <li>{lead.company ? `${lead.contactName}, ${lead.company}` : lead.contactName}</li>
          <li>{t('staff.leads.total', { total: formatMoney(lead.total, locale, lead.currency) })}</li>
        </Facts>
      </Card>
    </li>
  );
}

const Card = styled.article`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.ash};
  background: ${({ theme }) => theme.colors.white};
  overflow-wrap: anywhere;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Facts = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;
