/** A reward refusal: its domain text with the values filled in, its code and params. */
import { interpolate } from '@/domain/interpolate';
import { REWARD_MESSAGES, rewardErrorCode, type RewardMessageName } from '@/domain/loyalty/reward-messages';
import { BadRequestError, ConflictError, HttpError, NotFoundError, UnprocessableError } from '@/server/errors';

export function rewardError(status: 400 | 404 | 409 | 422, name: RewardMessageName, params: Record<string, string | number> = {}): HttpError {
  const message = interpolate(REWARD_MESSAGES[name], params);
  const detail = { code: rewardErrorCode(name), params };
  if (status === 404) return new NotFoundError(message, detail);
  if (status === 409) return new ConflictError(message, detail);
  if (status === 400) return new BadRequestError(message, undefined, detail);
  return new UnprocessableError(message, undefined, detail);
}
