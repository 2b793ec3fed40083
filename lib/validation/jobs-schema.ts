/**
 * The job application's rules, built from domain/jobs: the same limits, shapes and texts
 * the API enforces (in the form's language, under the API's error keys `jobs.error.<code>`).
 * The file's size and kind are checked here as a convenience only, from what the browser says;
 * the API decides on the file's first bytes. `toApplicationForm` makes the multipart body.
 */
import type { CountryCode } from '@/domain/markets';
import { VALIDATION_MESSAGES } from '@/domain/validation/messages';
import { JOB_APPLICATION_FIELDS, JOB_FILE_FIELD } from '@/domain/jobs/fields';
import { jobErrorCode, JOB_MESSAGES, type JobMessageName } from '@/domain/jobs/messages';
import { megabytesToBytes } from '@/domain/jobs/upload';
import { HONEYPOT_FIELD } from '@/domain/validation/surveys';
import { required, type Check, type Rules } from '@/lib/form/checks';
import type { Translate } from '@/lib/i18n';
import { textField } from './fields';
import { phoneField } from './phone-field';
import { formMessages } from './messages';

export type JobApplicationValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  storeId: string;
  positionId: string;
  days: string[];
  shifts: string[];
  file: File | null;
  website: string;
};

type JobFormMessages = Record<JobMessageName, string> & { restaurantRequired: string };

/** Every job text in the translator's language, with `values` filled in. */
function jobFormMessages(t: Translate, values: Record<string, string> = {}): JobFormMessages {
  const names = Object.keys(JOB_MESSAGES) as JobMessageName[];
  const texts = Object.fromEntries(names.map((name) => [name, t.dynamic(`jobs.error.${jobErrorCode(name)}`, JOB_MESSAGES[name], values)]));
  return { ...(texts as Record<JobMessageName, string>), restaurantRequired: t.dynamic('checkout.error.restaurantRequired', VALIDATION_MESSAGES.restaurantRequired) };
}

/** What the browser says a picked file is: a hint only. */
const DECLARED = /^(image\/jpeg|image\/png|application\/pdf)$/;
const NAMED = /\.(jpe?g|png|pdf)$/i;

function looksLikeAcceptedFile(file: File): boolean {
  return DECLARED.test(file.type) || (file.type === '' && NAMED.test(file.name));
}

/** The picked file: required, at most `uploadMaxMb` megabytes, and of a kind the browser calls accepted. */
function fileField(jobs: JobFormMessages, uploadMaxMb: number): Check<JobApplicationValues> {
  return (value) => {
    const file = value as File | null | undefined;
    if (!file) return jobs.fileRequired;
    if (file.size > megabytesToBytes(uploadMaxMb)) return jobs.fileTooLarge;
    return looksLikeAcceptedFile(file) ? undefined : jobs.fileTypeRefused;
  };
}

/** `country`: the market's, whose phone numbers the phone must be (national or with its +). */
export function jobApplicationSchema(t: Translate, uploadMaxMb: number, country: CountryCode): Rules<JobApplicationValues> {
  const messages = { ...formMessages(t) };
  const jobs = jobFormMessages(t, { max: String(uploadMaxMb) });
  const F = JOB_APPLICATION_FIELDS;
  return {
    firstName: textField(F.firstName, messages),
    lastName: textField(F.lastName, messages),
    email: textField(F.email, messages),
    phone: phoneField(F.phone, messages, country),
    storeId: required(jobs.restaurantRequired),
    positionId: required(jobs.positionRequired),
    days: required(jobs.daysRequired),
    shifts: required(jobs.shiftsRequired),
    file: fileField(jobs, uploadMaxMb),
  };
}

export function toApplicationForm(values: JobApplicationValues): FormData {
  const form = new FormData();
  for (const name of ['firstName', 'lastName', 'email', 'phone', 'storeId', 'positionId'] as const) form.append(name, values[name].trim());
  for (const day of values.days) form.append('days', day);
  for (const shift of values.shifts) form.append('shifts', shift);
  if (values.website) form.append(HONEYPOT_FIELD, values.website);
  // The file last: the API reads the fields before it.
  if (values.file) form.append(JOB_FILE_FIELD, values.file, values.file.name);
  return form;
}
