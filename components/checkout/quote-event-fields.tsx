/**
 * The event of a quote request: its day and time on the store's clock (quarter hours), the number
 * of guests, and the optional company, tax-exempt id and notes; with where the order is picked up
 * or delivered and the way back to choose again.
 */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { HANDOFF, ORDER_CATEGORY } from '@/domain/ordering/handoffs';
import { leadTimeMinutes } from '@/domain/ordering/timeslots';
import { CATERING_HEADCOUNT } from '@/domain/validation/catering';
import type { CheckoutOrder } from '@/lib/api/checkout-view';
import type { EventDays } from '@/lib/page-loaders/quote-request';
import { useMarket } from '@/lib/use-market';
import { FieldRow, SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { HeadcountField } from '@/components/form/headcount-field';
import { Section } from './layout';
import { eventTimeOptions } from './quote-times';
import styles from './quote-event-fields.module.css';

type Props = { form: string; order: CheckoutOrder; days: EventDays };

/** The notice a catering event needs, in hours (the API's rule). */
const NOTICE_HOURS = String(leadTimeMinutes(HANDOFF.pickup, ORDER_CATEGORY.getAQuote) / 60);

export function QuoteEventFields({ form, order, days }: Props) {
  const { locale, t } = useMarket();
  const delivery = order.handoff === 'delivery';
  return (
    <Section aria-labelledby={`${form}-event-title`}>
      <h2 id={`${form}-event-title`}>{t('checkout.quoteRequest.eventTitle')}</h2>
      <Where>
        <span>
          {delivery
            ? t('checkout.handoff.deliverTo', { address: order.deliveryAddressLine ?? '' })
            : t('checkout.handoff.pickupAt', { store: order.store.title, address: order.store.addressLine })}
        </span>{' '}
        <MarketLink href="/get-a-quote">{t('checkout.quoteRequest.change')}</MarketLink>
      </Where>
      <FieldRow>
        <TextField form={form} name="date" type="date" min={days.min} max={days.max} label={t('checkout.quoteRequest.date')} hint={t('checkout.quoteRequest.dateHint', { hours: NOTICE_HOURS })} />
        <SelectField form={form} name="time" label={t('checkout.quoteRequest.time')} hint={t('checkout.handoff.storeTime')}>
          <option value="">{t('checkout.handoff.chooseTime')}</option>
          {eventTimeOptions(locale).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <FieldRow>
        <HeadcountField
          form={form}
          label={t('checkout.quoteRequest.headcount')}
          hint={t('checkout.quoteRequest.headcountHint', { min: String(CATERING_HEADCOUNT.min), max: String(CATERING_HEADCOUNT.max) })}
        />
        <TextField form={form} name="company" label={t('checkout.quoteRequest.company')} autoComplete="organization" />
      </FieldRow>
      <TextField form={form} name="taxExemptId" label={t('checkout.quoteRequest.taxExemptId')} hint={t('checkout.quoteRequest.taxExemptIdHint')} autoComplete="off" />
      <TextAreaField form={form} name="notes" rows={4} label={t('checkout.quoteRequest.notes')} hint={t('checkout.quoteRequest.notesHint')} />
    </Section>
  );
}

const Where = classed('p', styles.where);
