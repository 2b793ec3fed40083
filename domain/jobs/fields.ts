/**
 * The application form's text fields, its spam budget and its multipart shape, shared by the
 * storefront's form rules (lib/validation/jobs-schema.ts) and the API (server/modules/jobs/).
 * Names, email and phone follow the guest's rules and standard texts.
 */
import { GUEST_FIELDS, type FormRules } from '../validation/fields';

export const JOB_APPLICATION_FIELDS = {
  firstName: GUEST_FIELDS.firstName,
  lastName: GUEST_FIELDS.lastName,
  email: GUEST_FIELDS.email,
  phone: GUEST_FIELDS.phone,
} as const satisfies FormRules;

/** Applications a connection may send in a window. */
export const JOB_APPLICATION_LIMIT = { max: 5, windowMinutes: 10 } as const;

/** The multipart field that carries the file. */
export const JOB_FILE_FIELD = 'file';
