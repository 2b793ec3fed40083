/** The surveys module's front door: the shared confirmation mail and text checks other forms reuse. Everything else in the module is private to it. */
export { confirmSubmission, type ConfirmationContent } from './confirmation-mail';
export { submitterOf, type Submitter } from './deps';
export { checkTexts } from './fields';
export { isRobot } from './honeypot';
export { submissionRateLimit } from './rate-limit';
