/**
 * /checkout: guest details, when and where (ASAP by default where the store can do it), tip, and
 * beside them the order's items, store, handoff and time with the totals the API priced.
 * Continue saves the guest and the handoff details in one call, then goes to payment.
 */
import { Form, FormState } from '@/lib/form/form-state';
import { PauseNotice } from '@/components/locations/pause-notice';
import { toPauseViews } from '@/lib/store-pauses';
import { InStoreFields } from './in-store-fields';
import type { SavedVehicle } from './vehicle-values';
import { useMemo, useState } from 'react';
import { Container } from '@/components/common/container';
import { OrderTotals } from '@/components/order-summary/order-totals';
import { marketLink } from '@/domain/markets';
import { fetchTimeslots, updateOrder } from '@/lib/api/checkout';
import { navigation } from '@/lib/api/navigation';
import { toTimeslotsView, type CheckoutOrder, type TimeslotsView } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import type { GuestValues } from '@/lib/validation/guest-schema';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { CheckoutRecap } from './checkout-recap';
import { GuestFields } from './guest-fields';
import { HandoffFields } from './handoff-fields';
import { Aside, Columns, PrimaryButton, StepTitle } from './layout';
import { checkoutValues, checkoutSchema, CHECKOUT_FIELD_ORDER, toOrderUpdate, type CheckoutValues } from './checkout-form';
import { TipChooser } from './tip-chooser';
import { TextAlertsFields } from './text-alerts-fields';
import { saveTextAlerts } from './text-alerts-form';
import type { TextAlerts } from '@/lib/api/text-alerts';
import { browserAccess, useFailureText, useOrderState } from './use-order-state';

const FORM = 'checkout';

/** `prefill`: the signed-in customer's details, for a guest section not filled yet. */
type Props = { order: CheckoutOrder; timeslots: TimeslotsView; prefill?: GuestValues | null; vehicles?: SavedVehicle[]; signedIn?: boolean; textAlerts?: TextAlerts | null };

export function CheckoutTemplate({ order: initial, timeslots: initialSlots, prefill = null, vehicles = [], signedIn = false, textAlerts = null }: Props) {
  const { locale, t } = useMarket();
  const { order, pending, error, apply } = useOrderState(initial);
  const failureText = useFailureText();
  const [alertsError, setAlertsError] = useState<string | null>(null);
  const [timeslots, setTimeslots] = useState(initialSlots);
  const schema = useMemo(() => checkoutSchema(t, timeslots, initial.store.countryCode, initial.handoffId), [t, timeslots, initial.store.countryCode, initial.handoffId]);
  const initialValues = useMemo(() => checkoutValues(initial, initialSlots, prefill, vehicles, textAlerts), [initial, initialSlots, prefill, vehicles, textAlerts]);

  const handleSubmit = async (values: CheckoutValues) => {
    const saved = await apply((ctx, access) => updateOrder(ctx, access, toOrderUpdate(values, order.handoff, order.handoffId)));
    if (saved) {
      setAlertsError(null);
      try {
        await saveTextAlerts({ locale }, browserAccess(order.id), textAlerts, values);
      } catch (failure) {
        setAlertsError(await failureText(failure, t('checkout.error.somethingWentWrong')));
        return;
      }
      // A document of its own: only the payment page's own policy lets the card fields' frame in.
      navigation.navigate(marketLink(locale, '/checkout/payment'));
      return;
    }
    // The time may have filled up meanwhile: offer what is left.
    const fresh = await fetchTimeslots({ locale }, browserAccess(order.id)).catch(() => null);
    if (fresh) setTimeslots(toTimeslotsView(fresh));
  };

  return (
    <Container>
      <StepTitle>{t('checkout.title')}</StepTitle>
      <FormState initialValues={initialValues} rules={schema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Columns>
            <div>
              {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
              {alertsError && <ErrorNotice role="alert">{alertsError}</ErrorNotice>}
              {timeslots.pausedUntil !== undefined && (
                <PauseNotice pauses={toPauseViews([{ handoffId: order.handoffId, until: timeslots.pausedUntil }], timeslots.timeZone)} handoffId={order.handoffId} />
              )}
              <Form id={FORM} noValidate aria-label={t('checkout.title')}>
                <FocusFirstError form={FORM} order={CHECKOUT_FIELD_ORDER} />
                <GuestFields form={FORM} />
                <TextAlertsFields form={FORM} alerts={textAlerts} />
                <HandoffFields form={FORM} order={order} timeslots={timeslots} signedIn={signedIn} />
                <InStoreFields form={FORM} order={order} vehicles={vehicles} signedIn={signedIn} />
                <input type="submit" hidden disabled={isSubmitting || pending} />
              </Form>
              <TipChooser order={order} pending={pending} apply={apply} />
            </div>
            <Aside aria-label={t('checkout.summary.title')}>
              <CheckoutRecap order={order} timeslots={timeslots} />
              <OrderTotals totals={order.totals} currency={order.currency} handoff={order.handoff} title={t('checkout.summary.title')} />
              <PrimaryButton type="submit" form={FORM} disabled={pending}>
                {t('checkout.continueToPayment')}
              </PrimaryButton>
            </Aside>
          </Columns>
        )}
      </FormState>
    </Container>
  );
}
