/**
 * /checkout/payment: Apple Pay or Google Pay where the browser has them, card, gift card (then
 * card or wallet for the rest) or PayPal; a zero
 * total is settled with Free. Once the order is paid, the thank-you page follows.
 */
import { useRouter } from 'next/router';
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { OrderTotals } from '@/components/order-summary/order-totals';
import { Aside, Columns, Section, StepTitle } from '@/components/checkout/layout';
import { isZeroAmount } from '@/domain/amounts';
import { formatMoney } from '@/domain/money-format';
import { marketLink } from '@/domain/markets';
import type { SavedCard } from '@/lib/api/profile-view';
import { toPaymentStateView, type CheckoutOrder, type PaymentState, type PaymentStateView } from '@/lib/api/checkout-view';
import { EMPTY_ORDER_SUMMARY, useOrderSummary } from '@/lib/order-context';
import { useMarket } from '@/lib/use-market';
import { CardPaymentForm } from './card-payment-form';
import type { CardFields } from '@/domain/payments/card-fields';
import { GiftCardPanelSlot } from './gift-card-panel-slot';
import { MethodChooser, type PaymentMethod } from './method-chooser';
import { FreeOrderButton, PayPalButton } from './simple-payments';
import { WalletButtons } from './wallet-buttons';
import { CourierQuote, type CourierQuoteView } from './courier-quote';
import { tenderLabel } from './tender-label';
import styles from './payment-template.module.css';

/**
 * `customerId` / `savedCards`: the signed-in customer's; absent for a guest. `cardFields`: the processor's hosted card fields, or Stripe's.
 * `paypalClientId`: set when PayPal is for real, which then pays through PayPal's own buttons.
 */
type Props = {
  order: CheckoutOrder;
  payment: PaymentStateView;
  cardFields: CardFields;
  customerId?: number | null;
  savedCards?: SavedCard[];
  paypalClientId?: string | null;
  /** A delivery order's fresh courier quote (or why none), shown above the payment methods. */
  courier?: CourierQuoteView | null;
};

export function PaymentTemplate({ order, payment, cardFields, customerId = null, savedCards = [], paypalClientId = null, courier = null }: Props) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const { setOrderSummary } = useOrderSummary();
  const [state, setState] = useState(payment);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const money = (amount: string) => formatMoney(amount, locale, order.currency);
  const nothingDue = isZeroAmount(state.amountDue);
  const partlyPaid = !isZeroAmount(state.amountPaid);

  const handleState = (next: PaymentState) => {
    setState(toPaymentStateView(next));
    if (!next.paid) {
      setMethod('card');
      return;
    }
    setOrderSummary(EMPTY_ORDER_SUMMARY);
    void router.push(marketLink(locale, `/order/${encodeURIComponent(order.id)}/summary`));
  };

  return (
    <Container>
      <StepTitle>{t('checkout.payment.title')}</StepTitle>
      <Columns>
        <Section aria-label={t('checkout.payment.title')}>
          {courier && !state.paid && <CourierQuote courier={courier} currency={order.currency} timeZone={order.store.timeZone} />}
          {partlyPaid && !state.paid && (
            <p role="status">{t('checkout.payment.remaining', { paid: money(state.amountPaid), due: money(state.amountDue) })}</p>
          )}
          {nothingDue && !state.paid ? (
            <FreeOrderButton orderId={order.id} onState={handleState} />
          ) : (
            <>
              <WalletButtons
                orderId={order.id}
                charge={{
                  total: state.amountDue,
                  currency: order.currency,
                  label: t('wallets.label', { number: order.number }),
                  countryCode: order.store.countryCode,
                  merchantName: order.store.title,
                }}
                onState={handleState}
              />
              <MethodChooser value={method} onChange={setMethod} />
              {method === 'card' && (
                <CardPaymentForm
                  orderId={order.id}
                  cardFields={cardFields}
                  due={{ amount: state.amountDue, currency: order.currency }}
                  country={order.store.countryCode}
                  payLabel={t('checkout.payment.pay', { amount: money(state.amountDue) })}
                  onState={handleState}
                  customerId={customerId}
                  savedCards={savedCards}
                />
              )}
              {method === 'giftcard' && <GiftCardPanelSlot orderId={order.id} currency={order.currency} onState={handleState} />}
              {method === 'paypal' && (
                <PayPalButton orderId={order.id} sdk={paypalClientId ? { clientId: paypalClientId, currency: order.currency, onState: handleState } : null} />
              )}
            </>
          )}
        </Section>
        <Aside aria-label={t('checkout.summary.title')}>
          <OrderTotals totals={order.totals} currency={order.currency} handoff={order.handoff} title={t('checkout.summary.title')} />
          <Due>
            {state.tenders.map((tender, index) => (
              <li key={index}>{t('checkout.payment.tender', { label: tenderLabel(t, tender) })}</li>
            ))}
            <li>
              <strong>{t('checkout.payment.amountDue', { amount: money(state.amountDue) })}</strong>
            </li>
          </Due>
        </Aside>
      </Columns>
    </Container>
  );
}

const Due = classed('ul', styles.due);
