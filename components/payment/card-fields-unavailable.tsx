/** The card fields could not be loaded (the processor or its script is out of reach): say so and offer to load them again. */
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { SecondaryButton } from '@/components/checkout/layout';
import styles from './hosted-card-fields.module.css';

export function CardFieldsUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useMarket();
  return (
    <Unavailable role="alert">
      <ErrorNotice>{t('checkout.payment.cardFieldsUnavailable')}</ErrorNotice>
      <SecondaryButton type="button" onClick={onRetry}>
        {t('checkout.payment.cardFieldsRetry')}
      </SecondaryButton>
    </Unavailable>
  );
}

const Unavailable = classed('div', styles.unavailable);
