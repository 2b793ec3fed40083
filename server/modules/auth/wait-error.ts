/**
 * A 429 that tells the caller how long to wait: in whole minutes in its message (a wait of a
 * minute or less has its own wording), in seconds in Retry-After.
 */
import { interpolate } from '@/domain/interpolate';
import type { ErrorCode } from '@/domain/error-codes';
import { HttpError } from '@/server/errors';

export type WaitWording = {
  oneMinute: { message: string; code: ErrorCode };
  /** `message` takes {minutes}. */
  minutes: { message: string; code: ErrorCode };
};

export class WaitError extends HttpError {
  readonly headers: Record<string, string>;
  constructor(waitMs: number, wording: WaitWording) {
    const minutes = Math.ceil(waitMs / 60_000);
    if (minutes <= 1) super(429, wording.oneMinute.message, undefined, { code: wording.oneMinute.code });
    else super(429, interpolate(wording.minutes.message, { minutes }), undefined, { code: wording.minutes.code, params: { minutes } });
    this.headers = { 'retry-after': String(Math.ceil(waitMs / 1000)) };
  }
}
