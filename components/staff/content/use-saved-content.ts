/**
 * A content editor's state around the post or document it edits (the post editor, the document
 * editor): the thing as the API last answered it, and each step (save, publish, unpublish) as a
 * call whose answer replaces it and says what happened, or the refusal in the console's language.
 * Unlike useConsoleResource, nothing is reloaded: the API answers with the thing changed.
 */
import { useState } from 'react';
import { useConsoleStep } from '../use-console-step';

/** `onSaved`: what else follows the answer (the document editor's fields). */
export function useSavedContent<T>(initial: T, onSaved?: (saved: T) => void) {
  const [value, setValue] = useState(initial);
  const { notice, setNotice, busy, step, ctx } = useConsoleStep();

  /** Runs `call`, keeps what it answers and says `done` of it; answers whether it worked. */
  const run = async <Saved extends T>(call: () => Promise<Saved>, done: (saved: Saved) => string): Promise<boolean> =>
    (await step(call, (saved) => {
      setValue(saved);
      onSaved?.(saved);
      return done(saved);
    })) !== null;

  return { value, notice, setNotice, busy, run, ctx };
}
