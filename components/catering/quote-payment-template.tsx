/**
 * Paying an accepted catering quote: the deposit or the whole amount, by card, gift card (then
 * card for the rest) or PayPal, with the checkout's own payment forms, for the quote's order and
 * its link token (the everyday order cookie is never read or replaced). Once paid, back to the
 * quote page, which shows the new status, what was paid and the balance.
 */
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { classed } from '@/lib/classed';
import { ChoiceGroup } from '@/components/common/choice-group';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { Aside, Columns, Section, StepTitle } from '@/components/checkout/layout';
import { CardPaymentForm } from '@/components/payment/card-payment-form';
import { GiftCardPanelSlot } from '@/components/payment/gift-card-panel-slot';
import { MethodChooser, type PaymentMethod } from '@/components/payment/method-chooser';
import { PayPalButton } from '@/components/payment/simple-payments';
import { QUOTE_PAYMENT_PARTS, quoteBalanceDue, quotePartAmount, quotePartDue, type QuotePaymentPart } from '@/domain/catering/payment-part';
import { marketLink } from '@/domain/markets';
import { isZeroAmount } from '@/domain/amounts';
import { toPaymentStateView, type PaymentState } from '@/lib/api/checkout-view';
import { quotePagePath, quotePayPalCancelPath, quotePayPalReturnPath } from '@/lib/catering/quote-links';
import type { QuotePayPageProps } from '@/lib/page-loaders/quote-pay';
import { useMarket } from '@/lib/use-market';
import { quoteMoney } from './quote-money';
import styles from './quote-payment-template.module.css';

export function QuotePaymentTemplate({ quote, token, part: initialPart, payment, cardFields, paypalClientId = null }: QuotePayPageProps) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const id = useId();
  const [part, setPart] = useState<QuotePaymentPart>(initialPart);
  const [state, setState] = useState(payment);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const money = quoteMoney(quote, locale);
  const estimate = quote.estimate!;
  const due = quotePartDue(estimate, part, state.amountPaid);
  const partlyPaid = !isZeroAmount(state.amountPaid);
  const target = { token, part };

  const handleState = (next: PaymentState) => {
    setState(toPaymentStateView(next));
    if (!next.paid) {
      setMethod('card');
      return;
    }
    void router.push(marketLink(locale, quotePagePath(quote.number, token)));
  };

  return (
    <Container>
      <StepTitle>{t('catering.pay.title', { number: quote.number })}</StepTitle>
      <Columns>
        <Section aria-label={t('catering.pay.title', { number: quote.number })}>
          {partlyPaid && !state.paid && (
            <p role="status">{t('catering.pay.remaining', { paid: money(state.amountPaid), due: money(due) })}</p>
          )}
          <Parts aria-labelledby={`${id}-part`}>
            <legend id={`${id}-part`}>{t('catering.pay.partLegend')}</legend>
            {QUOTE_PAYMENT_PARTS.map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name={`${id}-part`}
                  value={choice}
                  checked={part === choice}
                  disabled={partlyPaid}
                  onChange={() => setPart(choice)}
                />
                {t(`catering.pay.part.${choice}`, { amount: money(quotePartAmount(estimate, choice)) })}
              </label>
            ))}
          </Parts>
          <MethodChooser value={method} onChange={setMethod} />
          {/* A new part is a new payment: the forms start again, with new attempt keys. */}
          <div key={part}>
            {method === 'card' && (
              <CardPaymentForm
                orderId={quote.orderId}
                cardFields={cardFields}
                due={{ amount: due, currency: quote.currency }}
                country={quote.store.countryCode}
                payLabel={t('checkout.payment.pay', { amount: money(due) })}
                onState={handleState}
                quote={target}
              />
            )}
            {method === 'giftcard' && <GiftCardPanelSlot orderId={quote.orderId} currency={quote.currency} onState={handleState} quote={target} />}
            {method === 'paypal' && (
              <PayPalButton
                orderId={quote.orderId}
                quote={target}
                returnPath={quotePayPalReturnPath(quote.number, token, part)}
                cancelPath={quotePayPalCancelPath(quote.number, token, part)}
                sdk={paypalClientId ? { clientId: paypalClientId, currency: quote.currency, onState: handleState } : null}
              />
            )}
          </div>
          <MarketLink href={quotePagePath(quote.number, token)}>{t('catering.pay.backToQuote')}</MarketLink>
        </Section>
        <Aside aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>{t('catering.pay.summaryTitle')}</h2>
          <Summary>
            <div>
              <dt>{t('catering.quote.total')}</dt>
              <dd>{money(estimate.total)}</dd>
            </div>
            <div>
              <dt>{t('catering.quote.deposit')}</dt>
              <dd>{money(estimate.deposit)}</dd>
            </div>
            {partlyPaid && (
              <div>
                <dt>{t('catering.pay.alreadyPaid')}</dt>
                <dd>{money(state.amountPaid)}</dd>
              </div>
            )}
            <Strong>
              <dt>{t('catering.pay.payNow')}</dt>
              <dd>{money(due)}</dd>
            </Strong>
            <div>
              <dt>{t('catering.pay.balanceAfter')}</dt>
              <dd>{money(quoteBalanceDue(estimate, quotePartAmount(estimate, part)))}</dd>
            </div>
          </Summary>
        </Aside>
      </Columns>
    </Container>
  );
}

const Parts = classed(ChoiceGroup, styles.parts);

const Summary = classed('dl', styles.summary);

const Strong = classed('div', styles.strong);
