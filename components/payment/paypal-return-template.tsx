/** A PayPal payment that could not be completed: why, and the way back to payment (the checkout's, or `retryPath`). */
import styled from 'styled-components';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { StepTitle } from '@/components/checkout/layout';
import { useMarket } from '@/lib/use-market';
import { primaryButton } from '@/styles/buttons';
import { ErrorNotice } from '@/components/cart/violations-notice';

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

const BackLink = styled(MarketLink)`
  ${primaryButton}
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;
