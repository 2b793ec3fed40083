/**
 * The refund form's calls: the order's payments (loaded when the form opens) and the refund,
 * sent with an Idempotency-Key that is kept while a refund got no answer (so sending it again
 * never refunds twice) and renewed once the API answered. Failures are the API's words in the
 * console's language.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createAttemptKeys, isUnanswered } from '@/components/payment/attempt-keys';
import { failureText } from '@/lib/api/failure-text';
import { fetchOrderRefunds, refundOrder } from '@/lib/api/staff';
import type { StaffOrderRefunds, StaffRefundRequest, StaffRefundResult } from '@/lib/api/staff-view';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

export type OrderRefundState = {
  refunds: StaffOrderRefunds | null;
  loadError: string | null;
  sending: boolean;
  sendError: string | null;
  result: StaffRefundResult | null;
  send: (body: StaffRefundRequest) => Promise<void>;
};

export function useOrderRefund(orderId: string): OrderRefundState {
  const { locale, t } = useMarket();
  const keys = useMemo(() => createAttemptKeys(), []);
  const [refunds, setRefunds] = useState<StaffOrderRefunds | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [result, setResult] = useState<StaffRefundResult | null>(null);

  const load = useCallback(async () => {
    try {
      setRefunds(await fetchOrderRefunds(staffContext({ locale }), orderId));
      setLoadError(null);
    } catch (error) {
      setLoadError(await failureText(t, error, { locale }));
    }
  }, [orderId, locale, t]);

  useEffect(() => void load(), [load]);

  const send = useCallback(
    async (body: StaffRefundRequest) => {
      setSending(true);
      setSendError(null);
      setResult(null);
      try {
        setResult(await refundOrder(staffContext({ locale }), orderId, body, keys.keyFor(body)));
        keys.settle();
      } catch (error) {
        if (!isUnanswered(error)) keys.settle();
        setSendError(await failureText(t, error, { locale }));
      } finally {
        setSending(false);
      }
      await load();
    },
    [orderId, locale, t, keys, load],
  );

  return { refunds, loadError, sending, sendError, result, send };
}
