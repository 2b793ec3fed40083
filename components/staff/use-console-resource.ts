/**
 * A console screen's state around one thing it shows (a team, a store's hours, a coupon): the
 * thing as loaded, and each step taken on it as a call that reloads it and says what happened, or
 * the refusal in the console's language.
 */
import { useCallback, useRef, useState } from 'react';
import type { ApiContext } from '@/lib/api/context';
import { failureText } from '@/lib/api/failure-text';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

export type ConsoleNotice = { kind: 'done' | 'failed'; text: string };

type Options = {
  initialNotice?: ConsoleNotice | null;
  /** The refusal's text, when the screen words some refusals its own way. */
  failureText?: (failure: unknown) => string;
};

export function useConsoleResource<T>(initial: T, reload: (ctx: ApiContext) => Promise<T>, options: Options = {}) {
  const { locale, t } = useMarket();
  const [value, setValue] = useState(initial);
  const [notice, setNotice] = useState<ConsoleNotice | null>(options.initialNotice ?? null);
  const [busy, setBusy] = useState(false);
  // The latest reload and wording, so `run` keeps one identity across renders.
  const latest = useRef({ reload, failureText: options.failureText });
  latest.current = { reload, failureText: options.failureText };

  /** Runs `call`, reloads and tells `done`; answers whether it worked. */
  const run = useCallback(
    async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
      setBusy(true);
      setNotice(null);
      try {
        await call();
        setValue(await latest.current.reload(staffContext({ locale })));
        setNotice({ kind: 'done', text: done });
        return true;
      } catch (failure) {
        const text = latest.current.failureText?.(failure) ?? await failureText(t, failure, { locale });
        setNotice({ kind: 'failed', text });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [locale, t],
  );

  return { value, notice, busy, run, ctx: () => staffContext({ locale }) };
}
