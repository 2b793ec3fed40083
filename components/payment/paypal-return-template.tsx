/** A PayPal payment that could not be completed: why, and the way back to payment (the checkout's, or `retryPath`). */
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { StepTitle } from '@/components/checkout/layout';
import { useMarket } from '@/lib/use-market';
import { ErrorNotice } from '@/components/cart/violations-notice';
import styles from './paypal-return-template.module.css';

export function PayPalReturnTemplate({ message, retryPath = '/checkout/payment' }: { message: string; retryPath?: string }) {
  const { t } = useMarket();
  return (
    <Container>
      <StepTitle>{t('checkout.paypal.title')}</StepTitle>
      <ErrorNotice role="alert">{message}</ErrorNotice>
      <BackLink href={retryPath}>{t('checkout.paypal.backToPayment')}</BackLink>
    </Container>
  );
}

const BackLink = classed(MarketLink, styles.backLink);
