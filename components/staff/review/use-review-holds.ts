/**
 * The held orders' calls: the list (loaded when the page opens, and again on Refresh), and a
 * release or cancellation, after which the order leaves the list. Failures are the API's words
 * in the console's language.
 */
import { useCallback, useEffect, useState } from 'react';
import { failureText } from '@/lib/api/failure-text';
import { decideReviewHold, fetchReviewHolds, type ReviewDecision, type ReviewDecisionKind, type ReviewHold } from '@/lib/api/staff-review-holds';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

export type ReviewHoldsState = {
  /** null while the first load runs. */
  holds: ReviewHold[] | null;
  loading: boolean;
  loadError: string | null;
  reload: () => Promise<void>;
  /** The decision, or the refusal's text. */
  decide: (hold: ReviewHold, kind: ReviewDecisionKind, note: string) => Promise<{ ok: true; decision: ReviewDecision } | { ok: false; message: string }>;
};

export function useReviewHolds(): ReviewHoldsState {
  const { locale, t } = useMarket();
  const [holds, setHolds] = useState<ReviewHold[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setHolds(await fetchReviewHolds(staffContext({ locale })));
      setLoadError(null);
    } catch (error) {
      setLoadError(await failureText(t, error, { locale }));
    } finally {
      setLoading(false);
    }
  }, [locale, t]);

  useEffect(() => void reload(), [reload]);

  const decide = useCallback<ReviewHoldsState['decide']>(
    async (hold, kind, note) => {
      try {
        const decision = await decideReviewHold(staffContext({ locale }), hold.orderId, kind, note);
        setHolds((current) => current?.filter((entry) => entry.orderId !== hold.orderId) ?? null);
        return { ok: true, decision };
      } catch (error) {
        return { ok: false, message: await failureText(t, error, { locale }) };
      }
    },
    [locale, t],
  );

  return { holds, loading, loadError, reload, decide };
}
