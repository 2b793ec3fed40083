/**
 * The demo-only /dev routes that run a job once as of an instant (the catering lifecycle, the
 * running-late job, the e-gift card delivery): their body `{ now }`, and that instant read from it,
 * an ISO instant on a real calendar day (not 30 February), or a 400 quoting what was sent.
 */
import { Type } from '@sinclair/typebox';
import { isEventDate } from '@/domain/validation';
import { BadRequestError } from '@/server/errors';
import { Strict } from './common';

export const ISO_INSTANT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

export const RunAsOfBody = Strict({ now: Type.String({ pattern: ISO_INSTANT_PATTERN, maxLength: 40, description: 'The instant to run as of, e.g. 2030-03-12T15:00:00Z' }) });

export function runAsOf(body: { now: string }): Date {
  const now = new Date(body.now);
  if (Number.isNaN(now.getTime()) || !isEventDate(body.now.slice(0, 10))) throw new BadRequestError(`"now" must be an instant written like 2030-03-12T15:00:00Z, got "${body.now}"`);
  return now;
}
