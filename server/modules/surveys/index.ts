/** The surveys module's front door: the shared confirmation mail, who submits, the rate limit, the field checks, the form schema pieces and the staff console's page other forms reuse. Everything else in the module is private to it. */
export { confirmSubmission, type ConfirmationContent } from './confirmation-mail';
export { submitterOf, type Submitter } from './deps';
export { checkFields, checkTexts, formError, standardError, type StandardName } from './fields';
export { isRobot } from './honeypot';
export { Honeypot, ReceiptSchema } from './form-schema';
export { formRateLimit, submissionRateLimit } from './rate-limit';
export { staffStorePage, type StaffPageQuery } from './staff-page';
