/**
 * The buyer's answer to an estimate: Accept, or Reject with an optional reason (the limit is the
 * API's, from domain/validation). Both buttons wait while the answer travels; a refusal shows the
 * API's text by its code. `onAnswered` receives the quote as it now stands.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { fieldId } from '@/components/form/form-field';
import { PrimaryButton, SecondaryButton } from '@/components/checkout/layout';
import { failureText } from '@/lib/api/failure-text';
import { respondToQuote, type QuoteAnswer } from '@/lib/api/quotes';
import type { QuoteView } from '@/lib/api/quote-view';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { cateringFormMessages, quoteRejectionSchema, type QuoteRejectionValues } from '@/lib/validation/catering-schema';
import { QuoteActions, QuotePanel } from './quote-panel';
import { ReasonField } from './reason-field';

const FORM = 'quote-reject';

type Props = { quote: QuoteView; token: string | null; onAnswered: (quote: QuoteView) => void };

export function QuoteResponse({ quote, token, onAnswered }: Props) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => quoteRejectionSchema(cateringFormMessages(t)), [t]);
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  // Opening the reason form moves focus into it; going back returns focus to Reject.
  useEffect(() => {
    if (!toggled.current) return;
    if (rejecting) document.getElementById(fieldId(FORM, 'reason'))?.focus();
    else rejectButton.current?.focus();
  }, [rejecting]);

  const toggleRejecting = (open: boolean) => {
    toggled.current = true;
    setRejecting(open);
  };

  const send = async (answer: QuoteAnswer) => {
    setError(null);
    setPending(true);
    try {
      onAnswered(await respondToQuote({ locale }, quote.orderId, token, answer));
    } catch (failure) {
      setError(await failureText(t, failure, { locale }));
    } finally {
      setPending(false);
    }
  };

  const handleAccept = () => send({ response: 'accept' });
  const handleReject = (values: QuoteRejectionValues) => {
    const reason = values.reason.trim();
    return send(reason ? { response: 'reject', reason } : { response: 'reject' });
  };

  return (
    <QuotePanel aria-labelledby="quote-respond" aria-busy={pending}>
      <h2 id="quote-respond">{t('catering.quote.respondTitle')}</h2>
      {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
      {rejecting ? (
        <FormState<QuoteRejectionValues> initialValues={{ reason: '' }} rules={schema} onSubmit={handleReject}>
          {({ handleSubmit }) => (
            <form id={FORM} noValidate onSubmit={handleSubmit} aria-label={t('catering.quote.reject')}>
              <FocusFirstError form={FORM} order={['reason']} />
              <ReasonField form={FORM} label={t('catering.quote.reason')} />
              <QuoteActions>
                <PrimaryButton type="submit" disabled={pending}>
                  {t('catering.quote.sendRejection')}
                </PrimaryButton>
                <SecondaryButton type="button" disabled={pending} onClick={() => toggleRejecting(false)}>
                  {t('catering.quote.back')}
                </SecondaryButton>
              </QuoteActions>
            </form>
          )}
        </FormState>
      ) : (
        <QuoteActions>
          <PrimaryButton type="button" disabled={pending} onClick={handleAccept}>
            {t('catering.quote.accept')}
          </PrimaryButton>
          <SecondaryButton ref={rejectButton} type="button" disabled={pending} onClick={() => toggleRejecting(true)}>
            {t('catering.quote.reject')}
          </SecondaryButton>
        </QuoteActions>
      )}
    </QuotePanel>
  );
}
