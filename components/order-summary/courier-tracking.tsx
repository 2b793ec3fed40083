/**
 * The order page's courier: where the delivery stands (the courier network's stage, kept current
 * by the order's live stream), when it is expected at the door, and the network's tracking link.
 * A courier the network cancelled leaves the diner a choice: a refund or carryout (courier-choice.tsx).
 */
import { formatInstantClock } from '@/domain/clock-format';
import type { DispatchStage } from '@/domain/dispatch/stages';
import type { MessageKey } from '@/lib/i18n-core';
import type { CourierDelivery } from '@/lib/api/courier';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { CourierChoice } from './courier-choice';
// The same framed notice as the running-late word above it.
import styles from './running-late-notice.module.css';

const STAGE_TEXT: Record<DispatchStage, MessageKey> = {
  quoted: 'courier.stage.quoted',
  requested: 'courier.stage.requested',
  assigned: 'courier.stage.assigned',
  picked_up: 'courier.stage.picked_up',
  dropped_off: 'courier.stage.dropped_off',
  cancelled: 'courier.stage.cancelled',
};

type Props = {
  courier: Pick<CourierDelivery, 'orderId' | 'stage' | 'trackingUrl' | 'dropoffAt' | 'choice' | 'pickupAt'>;
  timeZone: string;
  /** The restaurant's number as the page writes it. */
  storePhone: string;
};

export function CourierTracking({ courier, timeZone, storePhone }: Props) {
  const { locale, t } = useMarket();
  const { stage, trackingUrl, dropoffAt } = courier;
  const onTheWay = stage === 'requested' || stage === 'assigned' || stage === 'picked_up';
  return (
    <Panel aria-labelledby="courier-title">
      <h2 id="courier-title">{t('courier.title')}</h2>
      {stage === 'cancelled' ? (
        <CourierChoice courier={courier} timeZone={timeZone} storePhone={storePhone} />
      ) : (
        <p role="status" aria-live="polite" aria-atomic="true">
          {t(STAGE_TEXT[stage], { phone: storePhone })}
        </p>
      )}
      {onTheWay && <p>{t('courier.expected', { time: formatInstantClock(dropoffAt, timeZone, locale) })}</p>}
      {trackingUrl && stage !== 'cancelled' && (
        <p>
          <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
            {t('courier.track')}
          </a>
        </p>
      )}
    </Panel>
  );
}

const Panel = classed('section', styles.notice);
