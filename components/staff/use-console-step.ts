/**
 * A console screen's steps, one at a time: each is a call, then what follows its answer (the
 * screen's state) and the text that says what happened, or the refusal in the console's language;
 * busy meanwhile. The screens' own hooks (useConsoleResource, useSavedContent, the menu, prices
 * and store hooks) say what follows each answer.
 */
import { useCallback, useRef, useState } from 'react';
import { failureText } from '@/lib/api/failure-text';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

export type ConsoleNotice = { kind: 'done' | 'failed'; text: string };

type Options = {
  initialNotice?: ConsoleNotice | null;
  /** The refusal's text, when the screen words some refusals its own way (undefined: the usual text). */
  failureText?: (failure: unknown) => string | undefined;
};

export function useConsoleStep(options: Options = {}) {
  const { locale, t } = useMarket();
  const [notice, setNotice] = useState<ConsoleNotice | null>(options.initialNotice ?? null);
  const [busy, setBusy] = useState(false);
  // The latest wording, so `step` keeps one identity across renders.
  const wording = useRef(options.failureText);
  wording.current = options.failureText;

  /**
   * Runs `call`, then `done` with its answer: what follows it, and the text to say (null: none).
   * Answers `{ answer }`, or null when refused (the refusal is the notice).
   */
  const step = useCallback(
    async <T>(call: () => Promise<T>, done: (answer: T) => string | null | Promise<string | null>): Promise<{ answer: T } | null> => {
      setBusy(true);
      setNotice(null);
      try {
        const answer = await call();
        const text = await done(answer);
        if (text !== null) setNotice({ kind: 'done', text });
        return { answer };
      } catch (failure) {
        setNotice({ kind: 'failed', text: wording.current?.(failure) ?? (await failureText(t, failure, { locale })) });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [locale, t],
  );

  const ctx = useCallback(() => staffContext({ locale }), [locale]);

  return { notice, setNotice, busy, step, ctx };
}
