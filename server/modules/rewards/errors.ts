/** A reward refusal: its domain text with the values filled in, its code and params. */
import { interpolate } from '@/domain/interpolate';
import { REWARD_MESSAGES, rewardErrorCode, type RewardMessageName } from '@/domain/loyalty/reward-messages';
import { refusalOfStatus, type HttpError } from '@/server/errors';

export function rewardError(status: 400 | 404 | 409 | 422, name: RewardMessageName, params: Record<string, string | number> = {}): HttpError {
  return refusalOfStatus(status, interpolate(REWARD_MESSAGES[name], params), { code: rewardErrorCode(name), params });
}
