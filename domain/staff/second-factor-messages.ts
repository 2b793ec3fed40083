/**
 * The texts of refused second-factor steps (staff sign-in with TOTP, enrolment, reset) and the
 * code the API sends with each (`second_factor_…`); the console has a text for each code
 * (staff.secondFactor.error.<code>).
 */
export const SECOND_FACTOR_MESSAGES = {
  codeWrong: 'That code is not right, has expired or was already used: type the code your app shows now, or a recovery code',
  challengeExpired: 'Your sign-in took too long: please sign in again with your password',
  enrolmentRequired: 'Please set up your authenticator app before you continue',
  alreadyEnrolled: 'Your authenticator app is already set up',
  notStarted: 'Please start the set-up again: no key is waiting for a code',
  adminsOnly: 'Only brand admins set up an authenticator app in the console',
  resetAdminsOnly: 'Only a brand admin can reset a second factor',
  memberNotFound: 'Staff member [id] was not found',
} as const;

export type SecondFactorMessageName = keyof typeof SECOND_FACTOR_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type SecondFactorErrorCode = `second_factor_${Snake<SecondFactorMessageName>}`;

export function secondFactorErrorCode(name: SecondFactorMessageName): SecondFactorErrorCode {
  return `second_factor_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as SecondFactorErrorCode;
}

export const SECOND_FACTOR_ERROR_CODES: readonly SecondFactorErrorCode[] = (Object.keys(SECOND_FACTOR_MESSAGES) as SecondFactorMessageName[]).map(secondFactorErrorCode);
