/** A loyalty refusal: its domain text with the values filled in, its code and params. */
import { interpolate } from '@/domain/interpolate';
import { LOYALTY_MESSAGES, loyaltyErrorCode, type LoyaltyMessageName } from '@/domain/loyalty/messages';
import { refusalOfStatus, type HttpError } from '@/server/errors';

export function loyaltyError(status: 400 | 404 | 409 | 422, name: LoyaltyMessageName, params: Record<string, string | number> = {}): HttpError {
  return refusalOfStatus(status, interpolate(LOYALTY_MESSAGES[name], params), { code: loyaltyErrorCode(name), params });
}
