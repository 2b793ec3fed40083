/**
 * An order's feedback on the order pages (the thank-you page, My Orders' order, the email link's
 * page): the rating form while the order can be rated; then the thanks with the rating given, the
 * points earned, and review-us after a high rating. Nothing shows for an order not paid yet.
 */
import { useEffect, useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import type { FeedbackAccess, OrderFeedbackState } from '@/lib/api/order-feedback';
import { readOrderToken } from '@/lib/order-token';
import { useMarket } from '@/lib/use-market';
import { OrderFeedbackForm } from './order-feedback-form';
import { ReviewUs } from './review-us';
import styles from './order-feedback-panel.module.css';

type Props = { access: FeedbackAccess; initial: OrderFeedbackState; headingLevel?: 'h1' | 'h2' };

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

export function OrderFeedbackPanel({ access: given, initial, headingLevel = 'h2' }: Props) {
  const { t } = useMarket();
  // A guest's calls carry the order token of their cookie (read in the browser, where the calls happen).
  const access = { ...given, orderToken: given.orderToken ?? readOrderToken() };
  const [state, setState] = useState(initial);
  const [justAnswered, setJustAnswered] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  const Heading = headingLevel;

  // The form is gone once answered: focus moves to the thanks, so a screen reader reads it next.
  useEffect(() => {
    if (justAnswered) thanks.current?.focus();
  }, [justAnswered]);

  if (!state.paid) return null;
  const { feedback } = state;
  const handleAnswered = (next: OrderFeedbackState) => {
    setState(next);
    setJustAnswered(true);
  };

  return (
    <Panel id="feedback" aria-labelledby="order-feedback-title">
      <Heading id="order-feedback-title">{t('orderFeedback.title')}</Heading>
      {!feedback ? (
        <OrderFeedbackForm access={access} state={state} onAnswered={handleAnswered} />
      ) : (
        <>
          <div role="status">
            {justAnswered && (
              <Thanks ref={thanks} tabIndex={-1}>
                {t('orderFeedback.thanksTitle')}
              </Thanks>
            )}
            <p>
              <span aria-hidden="true">{t('orderFeedback.yourRating', { stars: stars(feedback.rating) })}</span>
              <Hidden>{t('orderFeedback.yourRating', { stars: feedback.rating === 1 ? t('orderFeedback.oneStar') : t('orderFeedback.stars', { count: String(feedback.rating) }) })}</Hidden>
            </p>
            {justAnswered && <p>{t('orderFeedback.thanksNext')}</p>}
            {state.points !== undefined && state.points > 0 && <p>{t('orderFeedback.points', { points: String(state.points) })}</p>}
          </div>
          {feedback.reviewOffered && <ReviewUs access={access} review={feedback.review} onReviewed={setState} />}
        </>
      )}
    </Panel>
  );
}

const Panel = classed('section', styles.panel);

const Thanks = classed('p', styles.thanks);

const Hidden = classed('span', styles.hidden);
