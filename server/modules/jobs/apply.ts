/**
 * A job application: who applies, for which position at which store (open there), when they can
 * work, and one file, a photo or a résumé, whose first bytes say its kind. Every check passes
 * before anything is kept; then the file is stored, then the row written (the file is removed
 * again if the row cannot be), then the applicant gets a confirmation in their language.
 */
import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@/domain/messages';
import {
  inOrder, isWorkDay, isWorkShift, jobPositionOf, JOB_APPLICATION_FIELDS, uploadKindOf, UPLOAD_EXTENSIONS, UPLOAD_MEDIA_TYPES, WORK_DAYS, WORK_SHIFTS,
  type UploadKind, type WorkDay, type WorkShift,
} from '@/domain/jobs';
import type { WireJobApplicationReceipt } from '@/domain/wire/jobs';
import { BadRequestError } from '@/server/errors';
import { type Submitter, checkTexts } from '@/server/modules/surveys';
import type { JobDeps } from './deps';
import { jobError } from './errors';
import { confirmApplication } from './confirmation';
import type { FormValues } from './read-form';
import { findHiringStore, insertApplication } from './repository';

const one = (values: FormValues, name: string): string => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
const many = (values: FormValues, name: string): string[] => (Array.isArray(values[name]) ? (values[name] as string[]).map((value) => value.trim()).filter(Boolean) : []);

/** A whole number as typed in a select's value, or null. */
function idOf(text: string): number | null {
  return /^[1-9]\d{0,8}$/.test(text) ? Number.parseInt(text, 10) : null;
}

async function checkPlace(deps: JobDeps, brandId: number, values: FormValues) {
  const storeText = one(values, 'storeId');
  if (!storeText) throw new BadRequestError(VALIDATION_MESSAGES.restaurantRequired, undefined, { code: 'restaurant_required' });
  const storeId = idOf(storeText);
  const store = storeId === null ? undefined : await findHiringStore(deps.db, brandId, storeId);
  if (!store) throw jobError(404, 'storeUnknown', { storeId: storeText.slice(0, 10) });
  const positionText = one(values, 'positionId');
  if (!positionText) throw jobError(400, 'positionRequired');
  const position = jobPositionOf(idOf(positionText) ?? 0);
  if (!position) throw jobError(400, 'positionUnknown', { positionId: positionText.slice(0, 10) });
  if (!store.positionIds.includes(position.id)) throw jobError(422, 'positionNotOpen');
  return { store, position };
}

function checkAvailability(values: FormValues): { days: WorkDay[]; shifts: WorkShift[] } {
  const days = many(values, 'days');
  const shifts = many(values, 'shifts');
  if (days.length === 0) throw jobError(400, 'daysRequired');
  if (shifts.length === 0) throw jobError(400, 'shiftsRequired');
  if (!days.every(isWorkDay) || !shifts.every(isWorkShift)) throw jobError(400, 'availabilityUnknown');
  return { days: inOrder(WORK_DAYS, days as WorkDay[]), shifts: inOrder(WORK_SHIFTS, shifts as WorkShift[]) };
}

function checkFile(file: Buffer | null): UploadKind {
  if (file === null || file.length === 0) throw jobError(400, 'fileRequired');
  const kind = uploadKindOf(file.subarray(0, 8));
  if (!kind) throw jobError(415, 'fileTypeRefused');
  return kind;
}

export async function applyForJob(deps: JobDeps, by: Submitter, values: FormValues, file: Buffer | null): Promise<WireJobApplicationReceipt> {
  const texts = checkTexts(JOB_APPLICATION_FIELDS, { firstName: one(values, 'firstName'), lastName: one(values, 'lastName'), email: one(values, 'email'), phone: one(values, 'phone') }, by.country);
  const { store, position } = await checkPlace(deps, by.brandId, values);
  const availability = checkAvailability(values);
  const kind = checkFile(file);
  const id = randomUUID();
  const fileKey = `job-applications/${id}.${UPLOAD_EXTENSIONS[kind]}`;
  await deps.storage.put(fileKey, file!, UPLOAD_MEDIA_TYPES[kind]);
  let row;
  try {
    row = await insertApplication(deps.db, {
      id,
      brandId: by.brandId,
      countryCode: by.country,
      locale: by.locale,
      locationId: store.id,
      positionId: position.id,
      firstName: texts.firstName!,
      lastName: texts.lastName!,
      email: texts.email!,
      phone: texts.phone!,
      ...availability,
      fileKey,
      fileKind: kind,
      fileBytes: file!.length,
      createdAt: deps.now(),
    });
  } catch (error) {
    await deps.storage.delete(fileKey).catch((cause: unknown) => deps.log.error({ err: cause, fileKey }, 'could not remove the file of an application not kept'));
    throw error;
  }
  return confirmApplication(deps, by, row, store.title);
}
