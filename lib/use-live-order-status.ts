/**
 * The status of an open order page (and a delivery's courier), kept current without a reload: while the order can still
 * move (domain/ordering/status-moves.ts), it follows the order's status stream
 * (lib/api/order-events.ts) and reconnects after a pause when the stream ends or the connection
 * fails. It stops for good once the order can no longer move, or when the API refuses (4xx).
 */
import { useEffect, useState } from 'react';
import { STATUS_MOVES } from '@/domain/ordering/status-moves';
import type { WireOrderStatus } from '@/domain/wire/orders';
import type { WireOrderStatusEvent } from '@/domain/wire/staff';
import { isApiError } from '@/lib/api/api-error';
import { followOrderStatus } from '@/lib/api/order-events';
import { readOrderToken } from '@/lib/order-token';
import { useMarket } from '@/lib/use-market';

/** `courier`: a delivery's courier stage and tracking link, as the stream last told (absent: never told). */
type LiveStatus = { status: WireOrderStatus; label: string; courier?: WireOrderStatusEvent['courier'] };

/** Pause before reconnecting, in ms. */
export const RECONNECT_MS = 3000;

const canMove = (status: WireOrderStatus) => (STATUS_MOVES[status]?.length ?? 0) > 0;

export function useLiveOrderStatus(orderId: string, initial: LiveStatus): LiveStatus {
  const { locale } = useMarket();
  const [live, setLive] = useState(initial);

  useEffect(() => {
    if (!canMove(initial.status)) return undefined;
    const controller = new AbortController();
    let latest = initial.status;
    let refused = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      followOrderStatus({ locale }, orderId, {
        orderToken: readOrderToken(),
        signal: controller.signal,
        onStatus: (event) => {
          latest = event.status;
          setLive({ status: event.status, label: event.statusLabel, courier: event.courier });
        },
      })
        .catch((error: unknown) => {
          refused = isApiError(error) && error.status >= 400 && error.status < 500;
        })
        .finally(() => {
          if (!controller.signal.aborted && !refused && canMove(latest)) timer = setTimeout(connect, RECONNECT_MS);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, initial.status, locale]);

  return live;
}
