/**
 * The console pages need a signed-in staff member: the loader reads the member with the
 * request's staff_token cookie. No token, or one the API refuses, goes to /staff/login of the
 * market; a one-time password still in use goes there too, to be changed first, as does a brand
 * admin without a second factor, to set one up.
 */
import { localizedPath } from '@/domain/markets';
import type { WireStaffMember } from '@/domain/wire/staff';
import { isApiError } from '@/lib/api/api-error';
import type { ApiContext } from '@/lib/api/context';
import { fetchStaffMe } from '@/lib/api/staff';
import type { LoaderArgs, LoaderResult } from '@/lib/page-loaders/with-page';
import { staffContext, staffTokenFromHeader } from './session';

type StaffLoaderArgs = LoaderArgs & { staff: WireStaffMember; staffApi: ApiContext };

/** The member of the request's staff token, or null when there is none or the API refuses it. */
export async function staffOfRequest(args: LoaderArgs): Promise<{ staff: WireStaffMember; staffApi: ApiContext } | null> {
  const token = staffTokenFromHeader(args.api.cookie);
  if (!token) return null;
  const staffApi = staffContext(args.api, token);
  try {
    return { staff: await fetchStaffMe(staffApi), staffApi };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function staffLoader<P>(load: (args: StaffLoaderArgs) => Promise<LoaderResult<P>>): (args: LoaderArgs) => Promise<LoaderResult<P>> {
  return async (args) => {
    const signedIn = await staffOfRequest(args);
    if (!signedIn || signedIn.staff.mustChangePassword || signedIn.staff.secondFactorEnrolmentRequired) {
      return { redirect: { destination: localizedPath(args.market.locale, '/staff/login'), permanent: false } };
    }
    return load({ ...args, ...signedIn });
  };
}
