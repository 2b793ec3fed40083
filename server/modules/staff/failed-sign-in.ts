/**
 * A refused staff sign-in is an audit row: the address tried (trimmed, lower-cased, cut to the
 * column's length), the account it names when there is one, why it was refused and the client's
 * address; never the password. An unknown address is kept under the brand of the console it was
 * tried on, so that brand's admins see it. The row is written before the refusal is answered.
 */
import type { Database } from '@/server/db/client';
import { TooManyAttemptsError } from '@/server/modules/auth';
import { recordAudit } from './audit';
import type { StaffCaller } from './deps';
import { findStaffByEmail, normalizeStaffEmail } from './repository';

export type SignInRefusal = 'unknown-email' | 'wrong-password' | 'wrong-second-factor' | 'throttled';

const EMAIL_MAX = 254;

type FailedSignInDeps = { db: Database; now: () => Date };

export async function recordFailedSignIn(deps: FailedSignInDeps, caller: StaffCaller, email: string, reason: SignInRefusal): Promise<void> {
  const tried = normalizeStaffEmail(email).slice(0, EMAIL_MAX);
  const staff = await findStaffByEmail(deps.db, tried);
  await recordAudit(deps.db, {
    staffId: staff?.id ?? null,
    action: 'sign-in-failed',
    subjectType: 'staff',
    subjectId: staff ? String(staff.id) : 'unknown',
    email: tried,
    brandId: staff?.brandId ?? caller.brandId ?? null,
    after: { reason },
    requestId: caller.requestId,
    clientAddress: caller.ip,
    at: deps.now(),
  });
}

/** For a sign-in's throttled check: a refusal for too many tries is recorded, then answered as before. */
export function recordingThrottled(deps: FailedSignInDeps, caller: StaffCaller, email: string) {
  return async (error: unknown): Promise<never> => {
    if (error instanceof TooManyAttemptsError) await recordFailedSignIn(deps, caller, email, 'throttled');
    throw error;
  };
}
