/**
 * /checkout/quote: the buyer's contact and the event's details for a get-a-quote cart, beside what
 * is asked for. Sending it turns the cart into a quote request: the cart is forgotten and the
 * buyer lands on the quote's page. The button stays disabled from the click until the page
 * changes, and the API keeps one request per cart, so a second click never makes a second lead.
 */
import { useRouter } from 'next/router';
import { useMemo, useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { OrderTotals } from '@/components/order-summary/order-totals';
import { htmlLang, marketLink } from '@/domain/markets';
import { lineQuantityText } from '@/domain/menu/weight-units';
import { isApiError } from '@/lib/api/api-error';
import type { CheckoutOrder } from '@/lib/api/checkout-view';
import { submitQuoteRequest, type QuoteReceipt } from '@/lib/api/quote-requests';
import { Form, FormState, type FormHelpers } from '@/lib/form/form-state';
import { EMPTY_ORDER_SUMMARY, useOrderSummary } from '@/lib/order-context';
import { clearOrderCookies } from '@/lib/order-cookies';
import type { EventDays, QuoteRequestState } from '@/lib/page-loaders/quote-request';
import { useMarket } from '@/lib/use-market';
import type { GuestValues } from '@/lib/validation/guest-schema';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { fieldId } from '@/components/form/form-field';
import { GuestFields } from './guest-fields';
import { Aside, Columns, Muted, PrimaryButton, StepTitle } from './layout';
import { QuoteEventFields } from './quote-event-fields';
import { QuoteRequestElsewhere } from './quote-request-elsewhere';
import { fieldOfCode, QUOTE_REQUEST_FIELD_ORDER, quoteRequestSchema, quoteRequestValues, toQuoteRequest, type QuoteRequestValues } from './quote-request-form';
import { browserAccess, useFailureText } from './use-order-state';
import styles from './quote-request-template.module.css';

const FORM = 'quote-request';

/** The quote's page: with its link token for a guest, as its owner when signed in. */
function quotePageLink({ number, accessToken }: QuoteReceipt): string {
  const path = `/catering/quotes/${encodeURIComponent(String(number))}`;
  return accessToken ? `${path}?token=${encodeURIComponent(accessToken)}` : path;
}

export function QuoteRequestTemplate({ state }: { state: QuoteRequestState }) {
  const { t } = useMarket();
  return (
    <Container>
      <StepTitle>{t('checkout.quoteRequest.title')}</StepTitle>
      {state.kind === 'ready' ? <QuoteRequestForm order={state.order} prefill={state.prefill} days={state.days} /> : <QuoteRequestElsewhere state={state} />}
    </Container>
  );
}

type FormProps = { order: CheckoutOrder; prefill: GuestValues | null; days: EventDays };

function QuoteRequestForm({ order, prefill, days }: FormProps) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const { setOrderSummary } = useOrderSummary();
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [alreadySent, setAlreadySent] = useState(false);
  // One request in flight at a time, even from clicks that land before the button is disabled.
  const inFlight = useRef(false);
  const schema = useMemo(() => quoteRequestSchema(t, order.store.countryCode), [t, order.store.countryCode]);
  const initialValues = useMemo(() => quoteRequestValues(prefill), [prefill]);

  const handleSubmit = async (values: QuoteRequestValues, helpers: FormHelpers<QuoteRequestValues>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    try {
      const receipt = await submitQuoteRequest({ locale }, browserAccess(order.id), toQuoteRequest(values));
      setSent(true);
      // The cart is a quote request now: it is no longer the diner's cart.
      clearOrderCookies();
      setOrderSummary(EMPTY_ORDER_SUMMARY);
      await router.push(marketLink(locale, quotePageLink(receipt)));
    } catch (failure) {
      const text = await failureText(failure, t('checkout.error.somethingWentWrong'));
      const field = isApiError(failure) ? fieldOfCode(failure.code) : null;
      if (isApiError(failure) && failure.code === 'catering_request_exists') {
        // Sent already (a second tab, or an answer that never arrived): the quote's email has its link.
        clearOrderCookies();
        setOrderSummary(EMPTY_ORDER_SUMMARY);
        setSent(true);
        setAlreadySent(true);
        setError(text);
      } else if (field) {
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, text);
        document.getElementById(fieldId(FORM, field))?.focus();
      } else {
        setError(text);
      }
      inFlight.current = false;
    }
  };

  return (
    <Columns>
      <div>
        <Muted>{t('checkout.quoteRequest.intro')}</Muted>
        {error && (
          <ErrorNotice role="alert">
            {error}
            {alreadySent && <Line>{t('checkout.quoteRequest.checkEmail')}</Line>}
          </ErrorNotice>
        )}
        <FormState initialValues={initialValues} rules={schema} onSubmit={handleSubmit}>
          {({ isSubmitting }) => (
            <Form id={FORM} noValidate aria-label={t('checkout.quoteRequest.title')}>
              <FocusFirstError form={FORM} order={QUOTE_REQUEST_FIELD_ORDER} />
              <GuestFields form={FORM} next="/checkout/quote" />
              <QuoteEventFields form={FORM} order={order} days={days} />
              <PrimaryButton type="submit" disabled={isSubmitting || sent} aria-busy={isSubmitting}>
                {isSubmitting ? t('checkout.quoteRequest.sending') : t('checkout.quoteRequest.submit')}
              </PrimaryButton>
            </Form>
          )}
        </FormState>
      </div>
      <Aside aria-label={t('checkout.quoteRequest.summaryTitle')}>
        <h2>{t('checkout.quoteRequest.summaryTitle')}</h2>
        <ul>
          {order.lines.map((line) => (
            <li key={line.id}>
              {t('checkout.recap.line', { quantity: lineQuantityText(line.quantity, line.weightUnit, htmlLang(locale)), item: line.title })}
            </li>
          ))}
        </ul>
        <OrderTotals totals={order.totals} currency={order.currency} handoff={order.handoff} title={t('checkout.quoteRequest.menuPrices')} />
        <Muted>{t('checkout.quoteRequest.estimateNote')}</Muted>
      </Aside>
    </Columns>
  );
}

const Line = classed('span', styles.line);
