/**
 * /staff/leads/[number]: one catering lead for staff. Its status, the event, the buyer and what
 * they asked for, the estimate editor while the lead takes one, recording money the buyer paid
 * the store while some is owed, the steps it allows now, Cancel with the refund it gives, and its
 * history. Every action re-renders from the API's answer and
 * is announced; focus lands on the status once an action went through.
 */
import { useRef } from 'react';
import { classed } from '@/lib/classed';
import { Badge } from '@/components/account/account-ui';
import { QuoteEstimate } from '@/components/catering/quote-estimate';
import { QuoteFacts, quoteEventFacts, type QuoteFact } from '@/components/catering/quote-facts';
import { QuoteLines } from '@/components/catering/quote-lines';
import { quoteMoney } from '@/components/catering/quote-money';
import { Aside, Columns, Section } from '@/components/checkout/layout';
import { MarketLink } from '@/components/common/market-link';
import type { StaffEstimateMenu, StaffLead } from '@/lib/api/staff-lead-view';
import type { StaffMember } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsolePage } from '../console-page';
import { EstimateEditor } from './estimate-editor';
import type { DraftPricing } from './estimate-draft';
import { LeadRefundingSteps } from './lead-refunding-steps';
import { LeadRefunds } from './lead-refunds';
import { LeadHistory } from './lead-history';
import { LeadOfflinePayment } from './lead-offline-payment';
import { LeadSteps } from './lead-steps';
import { useStaffLead } from './use-staff-lead';
import styles from './lead-template.module.css';

/** `pricing`: the server's pricing of the estimate draft the lead opens with, when it takes one. */
export type LeadData = { staff: StaffMember; lead: StaffLead; menu: StaffEstimateMenu; pricing: DraftPricing | null };

export function LeadTemplate({ staff, lead: initial, menu, pricing }: LeadData) {
  const { locale, t } = useMarket();
  const state = useStaffLead(initial);
  const { lead } = state;
  const { quote } = lead;
  const money = quoteMoney(quote, locale);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const busy = state.pending !== null;

  const after = (done: Promise<boolean>) =>
    void done.then((ok) => {
      if (ok) statusLine.current?.focus();
    });

  const facts: QuoteFact[] = [
    ...quoteEventFacts(quote, t, locale),
    [t('staff.lead.contact'), `${lead.contact.firstName} ${lead.contact.lastName}`],
    [t('staff.lead.email'), lead.contact.email],
    [t('staff.lead.phone'), lead.contact.phone],
    [t('staff.lead.taxExemptId'), lead.taxExemptId ?? t('staff.lead.none')],
    [t('staff.lead.paid'), money(lead.amountPaid)],
    [t('staff.lead.refunded'), money(lead.refunded)],
  ];
  const moves = lead.steps.filter((step) => !step.refunds);
  const refunding = lead.steps.filter((step) => step.refunds);

  return (
    <ConsolePage staff={staff} title={t('staff.leads.number', { number: quote.number })} current="leads" atSectionPage={false}>
      <p>
        <MarketLink href="/staff/leads">{t('staff.lead.back')}</MarketLink>
      </p>
      <Status ref={statusLine} tabIndex={-1}>
        {t('staff.lead.status')}
        <Badge>{t.dynamic(quote.status.messageKey, quote.status.label)}</Badge>
      </Status>
      <p role="status" aria-live="polite">
        {state.announcement}
      </p>
      {state.error && <ConsoleAlert role="alert">{state.error}</ConsoleAlert>}
      <Columns>
        <div>
          {quote.estimate && (
            <Section aria-labelledby="lead-estimate">
              <h2 id="lead-estimate">{t('staff.lead.sentEstimate')}</h2>
              <QuoteEstimate estimate={quote.estimate} quote={quote} />
            </Section>
          )}
          {lead.canEstimate && (
            <Section aria-label={t('staff.estimate.title')}>
              <EstimateEditor
                key={`${lead.statusId}-${quote.estimate?.validUntil ?? 'none'}-${quote.estimate?.total ?? ''}`}
                lead={lead}
                menu={menu}
                opening={lead === initial ? pricing : null}
                money={money}
                busy={busy}
                onSend={(estimate) => after(state.sendEstimate(estimate))}
                onAnnounce={state.announce}
              />
            </Section>
          )}
          <Section aria-labelledby="lead-request">
            <h2 id="lead-request">{t('staff.lead.request')}</h2>
            {quote.request.lines.length === 0 ? (
              <p>{t('staff.lead.requestEmpty')}</p>
            ) : (
              <>
                <QuoteLines lines={quote.request.lines} money={money} caption={t('staff.lead.request')} />
                <p>
                  {t('catering.quote.requestTotal')}: {money(quote.request.total)}
                </p>
              </>
            )}
          </Section>
          {lead.offlinePaymentOwed !== null && (
            <LeadOfflinePayment
              key={`payment-${lead.statusId}-${lead.amountPaid}`}
              lead={lead}
              owed={lead.offlinePaymentOwed}
              money={money}
              busy={busy}
              onRecord={(payment) => after(state.recordPayment(payment))}
            />
          )}
          <LeadSteps key={`steps-${lead.statusId}`} steps={moves} busy={busy} onStep={(step, reason) => after(state.takeStep(step, reason))} />
          <LeadRefundingSteps key={`refunding-${lead.statusId}`} lead={lead} steps={refunding} money={money} busy={busy} onCancel={(cancel) => after(state.cancel(cancel))} />
        </div>
        <Aside aria-labelledby="lead-event">
          <h2 id="lead-event">{t('catering.quote.eventTitle')}</h2>
          <QuoteFacts facts={facts} />
          <LeadRefunds refunds={lead.refunds} money={money} />
          <LeadHistory history={lead.history} timeZone={quote.store.timeZone} />
        </Aside>
      </Columns>
    </ConsolePage>
  );
}

const Status = classed('p', styles.status);
