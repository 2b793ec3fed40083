/**
 * A console screen's state around one thing it shows (a team, a store's hours, a coupon): the
 * thing as loaded, and each step taken on it as a call that reloads it and says what happened, or
 * the refusal in the console's language.
 */
import { useCallback, useRef, useState } from 'react';
import type { ApiContext } from '@/lib/api/context';
import { useConsoleStep, type ConsoleNotice } from './use-console-step';

type Options = {
  initialNotice?: ConsoleNotice | null;
  /** The refusal's text, when the screen words some refusals its own way. */
  failureText?: (failure: unknown) => string;
};

export function useConsoleResource<T>(initial: T, reload: (ctx: ApiContext) => Promise<T>, options: Options = {}) {
  const [value, setValue] = useState(initial);
  const { notice, busy, step, ctx } = useConsoleStep(options);
  // The latest reload, so `run` keeps one identity across renders.
  const latestReload = useRef(reload);
  latestReload.current = reload;

  /** Runs `call`, reloads and tells `done`; answers whether it worked. */
  const run = useCallback(
    async (call: () => Promise<unknown>, done: string): Promise<boolean> =>
      (await step(call, async () => {
        setValue(await latestReload.current(ctx()));
        return done;
      })) !== null,
    [step, ctx],
  );

  return { value, notice, busy, run, ctx };
}
