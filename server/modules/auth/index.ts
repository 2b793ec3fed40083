/** The auth module's front door: password hashing and checks, the sign-in throttle and the social verifier the config picks. Everything else in the module is private to it. */
export { verifierFor } from './social-verifier';
export { isCommonPassword } from './common-passwords';
export { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash';
export { lockCustomer, normalizeEmail } from './repository';
export { TooManyAttemptsError, throttledCheck } from './sign-in';
export { DEFAULT_THROTTLE, throttleKeys, type ThrottleLimits } from './throttle';
