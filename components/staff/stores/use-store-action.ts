/** A store step as a call that says what happened, or the refusal in the console's language. */
import { useCallback } from 'react';
import { useConsoleStep } from '../use-console-step';

export function useStoreAction() {
  const { notice, setNotice, busy, step, ctx } = useConsoleStep();

  /** Runs `call`; answers its result, or undefined when refused (the refusal is the notice). */
  const run = useCallback(async <T>(call: () => Promise<T>, done: (result: T) => string): Promise<T | undefined> => (await step(call, done))?.answer, [step]);

  return { notice, setNotice, busy, run, ctx };
}
