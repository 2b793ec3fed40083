/** The surveys module's front door: the shared confirmation mail, who submits, the rate limit and the field checks other forms reuse. Everything else in the module is private to it. */
export { confirmSubmission, type ConfirmationContent } from './confirmation-mail';
export { submitterOf, type Submitter } from './deps';
export { checkFields, checkTexts, formError, standardError, type StandardName } from './fields';
export { isRobot } from './honeypot';
export { formRateLimit, submissionRateLimit } from './rate-limit';
