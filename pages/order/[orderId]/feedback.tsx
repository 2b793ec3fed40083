/**
 * /order/[orderId]/feedback?key=…: the link of the order confirmation email. The key opens the
 * order's feedback (never the order itself), so a guest can rate the order long after their
 * order cookie is gone; the owner's sign-in or the guest's cookie open it too. Otherwise a 404.
 */
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { OrderFeedbackPanel } from '@/components/surveys/order-feedback/order-feedback-panel';
import { fetchOrderFeedbackOrNull, type OrderFeedbackState } from '@/lib/api/order-feedback';
import { orderCookiesFromHeader } from '@/lib/order-cookies';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';
import styles from './feedback.module.css';

type Props = { feedback: OrderFeedbackState; feedbackKey: string | null };

export const getServerSideProps = withPage<Props>(async ({ api, t, params, query }) => {
  const orderId = paramOf(params, 'orderId');
  const key = typeof query.key === 'string' && query.key.length <= 64 ? query.key : null;
  const { orderToken } = orderCookiesFromHeader(api.cookie);
  const feedback = orderId ? await fetchOrderFeedbackOrNull(api, { orderId, orderToken, feedbackKey: key }) : null;
  if (!feedback || !feedback.paid) return { notFound: true };
  return {
    props: { feedback, feedbackKey: key },
    head: {
      title: t('orderFeedback.page.metaTitle'),
      description: t('orderFeedback.page.metaDescription'),
      path: `/order/${encodeURIComponent(orderId)}/feedback`,
      preventIndexing: true,
    },
  };
});

export default function OrderFeedbackPage({ feedback, feedbackKey }: Props) {
  return (
    <Container>
      <Spaced>
        <OrderFeedbackPanel access={{ orderId: feedback.orderId, feedbackKey }} initial={feedback} headingLevel="h1" />
      </Spaced>
    </Container>
  );
}

const Spaced = classed('div', styles.spaced);
