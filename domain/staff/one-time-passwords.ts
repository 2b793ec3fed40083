/**
 * Who may sign in to the staff console, beyond knowing the password:
 * - a one-time password (the account must change it) signs in for 24 hours after it was issued,
 *   on the real clock; after that only a new one does;
 * - a demo account (created in demo mode, with a password printed in the log or set in
 *   DEMO_STAFF_PASSWORD) signs in only while the API runs in demo mode.
 * - a deactivated member never signs in.
 * A refusal answers exactly as a wrong password does.
 */
export const ONE_TIME_PASSWORD_HOURS = 24;

type StaffSignInFacts = { mustChangePassword: boolean; oneTimePasswordExpiresAt: Date | null; isDemo: boolean; deactivatedAt?: Date | null };

/** When a one-time password issued at `issuedAt` stops signing in. */
export function oneTimePasswordExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ONE_TIME_PASSWORD_HOURS * 3600_000);
}

/** Whether an account whose password matched may sign in now. */
export function staffMaySignIn(account: StaffSignInFacts, context: { demoMode: boolean; now: Date }): boolean {
  if (account.isDemo && !context.demoMode) return false;
  if (account.deactivatedAt) return false;
  if (!account.mustChangePassword) return true;
  return account.oneTimePasswordExpiresAt !== null && context.now.getTime() < account.oneTimePasswordExpiresAt.getTime();
}
