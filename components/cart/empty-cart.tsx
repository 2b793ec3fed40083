/** The cart with nothing in it: say so, and offer the way to start an order. */
import styled from 'styled-components';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { useMarket } from '@/lib/use-market';
import { primaryButton } from '@/styles/buttons';
import { StepTitle } from '@/components/checkout/layout';

export function EmptyCart({ embedded = false }: { embedded?: boolean }) {
  const { t } = useMarket();
  const body = (
    <Empty>
      <p>{t('checkout.cart.empty')}</p>
      <StartLink href="/order-now">{t('checkout.cart.startOrder')}</StartLink>
    </Empty>
  );
  if (embedded) return body;
  return (
    <Container>
      <StepTitle>{t('checkout.cart.title')}</StepTitle>
      {body}
    </Container>
  );
}

const Empty = styled.div`
  padding-bottom: ${({ theme }) => theme.space.xxl};

  p {
    font-size: 1.25rem;
  }
`;

const StartLink = styled(MarketLink)`
  ${primaryButton}
`;
