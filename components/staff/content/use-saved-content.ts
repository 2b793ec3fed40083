/**
 * A content editor's state around the post or document it edits (the post editor, the document
 * editor): the thing as the API last answered it, and each step (save, publish, unpublish) as a
 * call whose answer replaces it and says what happened, or the refusal in the console's language.
 * Unlike useConsoleResource, nothing is reloaded: the API answers with the thing changed.
 */
import { useState } from 'react';
import { failureText } from '@/lib/api/failure-text';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import type { ConsoleNotice } from '../use-console-resource';

/** `onSaved`: what else follows the answer (the document editor's fields). */
export function useSavedContent<T>(initial: T, onSaved?: (saved: T) => void) {
  const { locale, t } = useMarket();
  const [value, setValue] = useState(initial);
  const [notice, setNotice] = useState<ConsoleNotice | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `call`, keeps what it answers and says `done` of it; answers whether it worked. */
  const run = async <Saved extends T>(call: () => Promise<Saved>, done: (saved: Saved) => string): Promise<boolean> => {
    setBusy(true);
    setNotice(null);
    try {
      const saved = await call();
      setValue(saved);
      onSaved?.(saved);
      setNotice({ kind: 'done', text: done(saved) });
      return true;
    } catch (failure) {
      setNotice({ kind: 'failed', text: await failureText(t, failure, { locale }) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { value, notice, setNotice, busy, run, ctx: () => staffContext({ locale }) };
}
