/** One lead of the list: its number (the link to its page), status, event, buyer and total. */
import { Badge } from '@/components/account/account-ui';
import { MarketLink } from '@/components/common/market-link';
import { formatMoney } from '@/domain/money-format';
import type { StaffLeadSummary } from '@/lib/api/staff-lead-view';
import { useMarket } from '@/lib/use-market';
import { CardFacts, ConsoleCard } from '../console-card';
import { formatEventDay } from './lead-dates';

export function LeadCard({ lead }: { lead: StaffLeadSummary }) {
  const { locale, t } = useMarket();
  return (
    <ConsoleCard
      headingId={`lead-${lead.number}`}
      heading={
        <>
          <MarketLink href={`/staff/leads/${lead.number}`}>{t('staff.leads.number', { number: lead.number })}</MarketLink>
          <Badge>{t.dynamic(lead.status.messageKey, lead.status.label)}</Badge>
        </>
      }
    >
      <CardFacts>
        <li>{t('staff.leads.eventAt', { day: formatEventDay(lead.event.date, locale), time: lead.event.time })}</li>
        <li>
          {t('staff.leads.guests', { count: lead.event.headcount })} · {t(`catering.quote.handoff.${lead.handoff}`)} · {lead.store.title}
        </li>
        <li>{lead.company ? `${lead.contactName}, ${lead.company}` : lead.contactName}</li>
        <li>{t('staff.leads.total', { total: formatMoney(lead.total, locale, lead.currency) })}</li>
      </CardFacts>
    </ConsoleCard>
  );
}
