/**
 * The job application's refusals: English text and the code the API sends with each
 * (`jobs_<snake name>`); the storefront has `jobs.error.<code>` in every interface language.
 */
import { interpolate } from '../interpolate';

export const JOB_MESSAGES = {
  storeUnknown: 'Restaurant [storeId] was not found: choose one from the list',
  positionRequired: 'Choose the position you are applying for',
  positionUnknown: 'Position [positionId] is not one we hire for: choose one from the list',
  positionNotOpen: 'This restaurant is not hiring for that position right now: choose one of its openings',
  daysRequired: 'Choose at least one day you can work',
  shiftsRequired: 'Choose at least one shift you can work',
  availabilityUnknown: 'Choose your days and shifts from the list',
  fileRequired: 'Attach a photo (JPEG or PNG) or your résumé (PDF)',
  fileTooLarge: 'The file is larger than [max] MB: choose a smaller one',
  fileTypeRefused: 'This file is not a JPEG or PNG photo or a PDF résumé: its contents were checked, not its name',
  oneFileOnly: 'Attach one file only',
  formUnreadable: 'The form could not be read: send it again',
  notMultipart: 'Send the application as a form with its file (multipart/form-data)',
  fieldUnknown: 'Field [field] is not part of the application',
  fieldInvalid: 'Field [field] is invalid: [problem]',
  fileNotFound: 'The file of application [id] was not found',
  applicationNotFound: 'Application [id] was not found',
} as const;

export type JobMessageName = keyof typeof JOB_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type JobErrorCode = `jobs_${Snake<JobMessageName>}`;

export function jobErrorCode(name: JobMessageName): JobErrorCode {
  return `jobs_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as JobErrorCode;
}

export const JOB_ERROR_CODES: readonly JobErrorCode[] = (Object.keys(JOB_MESSAGES) as JobMessageName[]).map(jobErrorCode);

/** A job text in English with its values filled in. */
export function jobText(name: JobMessageName, params: Record<string, string | number> = {}): string {
  return interpolate(JOB_MESSAGES[name], params);
}
