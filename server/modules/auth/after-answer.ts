/**
 * Work a route does after it has answered: looking up the account behind an address and mailing
 * it. A route whose answer must not depend on whether an account exists (forgot password, the
 * verification email, sign-up) answers first and hands the rest here, so the answer takes the
 * same time either way and a slow mail server never holds it up.
 * A task starts once the answer is on its way (setImmediate), a failure is only logged, and
 * closing the app waits a little for tasks under way so their rows are written. A task lost to a
 * crash in that moment costs one mail: the diner asks again.
 */
import type { FastifyBaseLogger } from 'fastify';

export type AfterAnswer = (label: string, task: () => Promise<void>) => void;

export type AfterAnswerQueue = { later: AfterAnswer; drain(maxWaitMs: number): Promise<void> };

export function createAfterAnswerQueue(log: FastifyBaseLogger): AfterAnswerQueue {
  const pending = new Set<Promise<void>>();
  return {
    later(label, task) {
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ task: label, err: error }, 'account task after the answer failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async drain(maxWaitMs) {
      if (pending.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, maxWaitMs);
        timer.unref();
      });
      await Promise.race([Promise.allSettled([...pending]), waited]);
      clearTimeout(timer);
    },
  };
}
