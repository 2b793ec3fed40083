/** The cart with nothing in it: say so, and offer the way to start an order. */
import { Container } from '@/components/common/container';
import { EmptyState } from '@/components/common/empty-state';
import { useMarket } from '@/lib/use-market';
import { StepTitle } from '@/components/checkout/layout';

export function EmptyCart({ embedded = false }: { embedded?: boolean }) {
  const { t } = useMarket();
  const body = (
    <EmptyState startHref="/order-now" startLabel={t('checkout.cart.startOrder')}>
      <p>{t('checkout.cart.empty')}</p>
    </EmptyState>
  );
  if (embedded) return body;
  return (
    <Container>
      <StepTitle>{t('checkout.cart.title')}</StepTitle>
      {body}
    </Container>
  );
}
