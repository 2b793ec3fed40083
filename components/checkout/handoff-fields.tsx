/**
 * When and where: the date and time from the store's timeslots, in the store's time zone, ASAP
 * while it is open; the times grouped by part of the day (domain/ordering/day-parts.ts); for
 * delivery, apartment/suite/building and instructions. A signed-in diner sees each quiet time's
 * bonus in its option's text ("12:15 PM · +50 points", read aloud as it is written) and a note
 * saying what it means; a guest, who would earn nothing, sees neither.
 */
import { groupByDayPart } from '@/domain/ordering/day-parts';
import { useFormState } from '@/lib/form/form-state';
import { inStoreAt, inStoreTitle } from './handoff-label';
import type { ChangeEvent } from 'react';
import type { CheckoutOrder, TimeslotsView } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import { ASAP, type DetailsValues } from '@/lib/validation/details-schema';
import { FieldRow, SelectField, TextField } from '@/components/form/form-field';
import { Muted, Section } from './layout';
import { formatDay, formatSlotTime } from './time-format';
import { quietBonusOffered, withBonus } from './quiet-bonus';

type Props = { form: string; order: CheckoutOrder; timeslots: TimeslotsView; signedIn?: boolean };

export function HandoffFields({ form, order, timeslots, signedIn = false }: Props) {
  const { locale, t } = useMarket();
  const { values, setFieldValue } = useFormState<DetailsValues>();
  const day = timeslots.days.find((candidate) => candidate.date === values.date);
  const asap = timeslots.asapAvailable && timeslots.days[0]?.date === values.date;
  const delivery = order.handoff === 'delivery';
  const bonusOf = (start: string) => (signedIn ? day?.slots.find((slot) => slot.start === start)?.quietBonus : undefined);
  const quietBonus = signedIn ? quietBonusOffered(timeslots) : undefined;

  const handleDate = (event: ChangeEvent<HTMLSelectElement>) => {
    setFieldValue('date', event.target.value);
    setFieldValue('time', '', false);
  };

  return (
    <Section aria-labelledby={`${form}-handoff-title`}>
      <h2 id={`${form}-handoff-title`}>{inStoreTitle(t, order.handoffId) ?? t(delivery ? 'checkout.handoff.deliveryTitle' : 'checkout.handoff.pickupTitle')}</h2>
      <p>
        {delivery
          ? t('checkout.handoff.deliverTo', { address: order.deliveryAddressLine ?? '' })
          : `${inStoreAt(t, order.handoffId, order.store.title) ?? t('checkout.handoff.pickupAt', { store: order.store.title, address: order.store.addressLine })}${inStoreAt(t, order.handoffId, '') ? `, ${order.store.addressLine}.` : ''}`}
      </p>
      {timeslots.days.length === 0 && <Muted role="status">{t('checkout.handoff.noTimes', { phone: order.store.phone })}</Muted>}
      <FieldRow>
        <SelectField form={form} name="date" label={t('checkout.handoff.date')} onChange={handleDate}>
          <option value="">{t('checkout.handoff.chooseDate')}</option>
          {timeslots.days.map((option) => (
            <option key={option.date} value={option.date}>
              {formatDay(option.date, locale)}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="time" label={t('checkout.handoff.time')} hint={t('checkout.handoff.storeTime')}>
          <option value="">{t('checkout.handoff.chooseTime')}</option>
          {asap && <option value={ASAP}>{t('checkout.handoff.asap')}</option>}
          {groupByDayPart(day?.slots.map((slot) => slot.start) ?? [], timeslots.timeZone).map(({ part, starts }) => (
            <optgroup key={part} label={t(`checkout.handoff.part.${part}`)}>
              {starts.map((start) => (
                <option key={start} value={start}>
                  {withBonus(formatSlotTime(start, timeslots.timeZone, locale), bonusOf(start), t)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </FieldRow>
      {quietBonus !== undefined && <Muted id={`${form}-quiet-note`}>{t('quietSlots.picker.note', { points: quietBonus })}</Muted>}
      {delivery && (
        <>
          <TextField form={form} name="aptSuitBldg" label={t('checkout.handoff.aptSuitBldg')} autoComplete="address-line2" />
          <TextField form={form} name="deliveryInstructions" label={t('checkout.handoff.deliveryInstructions')} autoComplete="off" />
        </>
      )}
    </Section>
  );
}
