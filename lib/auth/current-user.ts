/**
 * The signed-in user's summary for every page, read on
 * the server from GET /my-profile with the request's jwt_token cookie. No cookie: nobody is
 * signed in, and no call is made. A 401 (expired or revoked token) means signed out too. Any
 * other failure costs only the greeting: the page still renders, signed out.
 */
import type { WireProfile } from '@/domain/wire/profile';
import { isApiError } from '@/lib/api/api-error';
import { apiGet, type ApiContext } from '@/lib/api/client';
import type { UserSummary } from '@/lib/ui-context';

export const MY_PROFILE_PATH = '/online-ordering/my-profile';

export function userSummaryOf(profile: Pick<WireProfile, 'firstName' | 'spendablePoints'>): UserSummary {
  const points = profile.spendablePoints;
  return { firstName: profile.firstName, spendablePoints: typeof points === 'number' && Number.isFinite(points) ? points : null };
}

export async function currentUser(api: ApiContext): Promise<UserSummary | null> {
  if (!api.token) return null;
  try {
    return userSummaryOf(await apiGet<WireProfile>(api, MY_PROFILE_PATH));
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) console.error('Could not load the signed-in user for the header:', error);
    return null;
  }
}
