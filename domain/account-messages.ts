/**
 * The account texts of ours, in English (domain/messages.ts, the message catalogue, re-exports
 * them). A file of its own, so the sign-in forms in the browser take these without the rest of
 * the catalogue.
 */

/** The standard validation texts (./validation/messages.ts) cover only sign-up and login; these are the rest. */
export const ACCOUNT_MESSAGES = {
  passwordTooLong: 'Password of at most [count] characters',
  passwordTooCommon: 'This password is one of the most common ones. Choose another',
  emailTaken: 'An account already exists for [email]. Sign in or reset your password',
  tooManySignInAttempts: 'Too many sign-in attempts. Try again in [minutes] minutes',
  tooManySignInAttemptsOneMinute: 'Too many sign-in attempts. Try again in 1 minute',
  tooManyAccountRequests: 'Too many requests from this connection. Try again in [minutes] minutes',
  tooManyAccountRequestsOneMinute: 'Too many requests from this connection. Try again in 1 minute',
  signUpEmailSent: 'Check your inbox: we sent a message to [email] to finish signing up',
  signInRequired: 'Please sign in to continue',
  verificationLinkUsed: 'This verification link has already been used',
  verificationLinkExpired: 'This verification link has expired. Ask for a new one',
  verificationLinkInvalid: 'This verification link is not valid. Ask for a new one',
  verificationEmailSent: 'If [email] has an account waiting for confirmation, a new verification link is on its way',
  alreadyVerified: 'Your email address is already confirmed',
  resetLinkUsed: 'This password reset link has already been used. Ask for a new one',
  resetLinkExpired: 'This password reset link has expired. Ask for a new one',
  resetLinkInvalid: 'This password reset link is not valid. Ask for a new one',
  resetEmailSent: 'If [email] has an account, a link to set a new password is on its way',
  passwordSet: 'Your new password is set. Sign in with it',
  passwordChanged: 'Your password is changed',
  currentPasswordWrong: 'Your current password is not correct',
  noPasswordYet: 'This account signs in with Facebook and has no password yet. Use Forgot password to set one',
  newPasswordSameAsCurrent: 'The new password must differ from the current one',
  socialNotConfirmed: 'Facebook could not confirm this sign-in. Try again',
  socialNoEmail: 'Facebook did not share your email address. Allow access to it, or sign up with your email',
  socialProviderUnknown: 'Sign-in with "[provider]" is not available',
} as const;
