/** A loyalty refusal: its domain text with the values filled in, its code and params. */
import { interpolate } from '@/domain/interpolate';
import { LOYALTY_MESSAGES, loyaltyErrorCode, type LoyaltyMessageName } from '@/domain/loyalty/messages';
import { BadRequestError, ConflictError, HttpError, NotFoundError, UnprocessableError } from '@/server/errors';

export function loyaltyError(status: 400 | 404 | 409 | 422, name: LoyaltyMessageName, params: Record<string, string | number> = {}): HttpError {
  const message = interpolate(LOYALTY_MESSAGES[name], params);
  const detail = { code: loyaltyErrorCode(name), params };
  if (status === 404) return new NotFoundError(message, detail);
  if (status === 409) return new ConflictError(message, detail);
  if (status === 400) return new BadRequestError(message, undefined, detail);
  return new UnprocessableError(message, undefined, detail);
}
