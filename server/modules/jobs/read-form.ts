/**
 * Reads an application's multipart body: its text fields (each once, except the repeated
 * `days` and `shifts`) and its one file, held in memory up to the megabyte limit. Refusals:
 * a body that is not multipart (415), a field the form does not have, a text with a NUL
 * character or too long for any field (400), a second file (400), a file over the limit (413).
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { JOB_FILE_FIELD } from '@/domain/jobs';
import { HttpError } from '@/server/errors';
import { jobError } from './errors';

/** The fields of the form, and whether they repeat. */
export const FORM_FIELDS: Readonly<Record<string, 'one' | 'many'>> = {
  firstName: 'one',
  lastName: 'one',
  email: 'one',
  phone: 'one',
  storeId: 'one',
  positionId: 'one',
  days: 'many',
  shifts: 'many',
  website: 'one',
};

/** No field of the form is longer than this (an email, 254); the rest is the use case's check. */
export const FIELD_MAX_BYTES = 1024;

export type FormValues = Record<string, string | string[]>;
export type ReadForm = { values: FormValues; file: Buffer | null };

type Limits = { fileBytes: number; maxMb: number };

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

function addValue(values: FormValues, name: string, value: string): void {
  const shape = Object.hasOwn(FORM_FIELDS, name) ? FORM_FIELDS[name] : undefined;
  if (!shape) throw jobError(400, 'fieldUnknown', { field: name.slice(0, 40) });
  if (value.includes('\u0000')) throw jobError(400, 'fieldInvalid', { field: name, problem: 'it must not contain the NUL character' });
  if (shape === 'many') {
    const list = (Object.hasOwn(values, name) ? values[name] : (values[name] = [])) as string[];
    if (list.length >= 16) throw jobError(400, 'fieldInvalid', { field: name, problem: 'it repeats too many times' });
    list.push(value);
    return;
  }
  if (Object.hasOwn(values, name)) throw jobError(400, 'fieldInvalid', { field: name, problem: 'it is sent more than once' });
  values[name] = value;
}

async function readFile(part: MultipartFile, limits: Limits): Promise<Buffer> {
  try {
    const body = await part.toBuffer();
    if (part.file.truncated) throw jobError(413, 'fileTooLarge', { max: limits.maxMb });
    return body;
  } catch (error) {
    if (isFileTooLarge(error)) throw jobError(413, 'fileTooLarge', { max: limits.maxMb });
    throw error;
  }
}

export async function readApplicationForm(request: FastifyRequest, limits: Limits): Promise<ReadForm> {
  if (!request.isMultipart()) throw jobError(415, 'notMultipart');
  const values: FormValues = {};
  let file: Buffer | null = null;
  const parts = request.parts({ limits: { fileSize: limits.fileBytes, files: 2, fields: 40, fieldSize: FIELD_MAX_BYTES, parts: 42 } });
  try {
    for await (const part of parts as AsyncIterableIterator<Multipart>) {
      if (part.type === 'file') {
        if (part.fieldname !== JOB_FILE_FIELD) throw jobError(400, 'fieldUnknown', { field: part.fieldname.slice(0, 40) });
        if (file !== null) throw jobError(400, 'oneFileOnly');
        file = await readFile(part, limits);
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw jobError(400, 'fieldInvalid', { field: part.fieldname.slice(0, 40), problem: `it is longer than ${FIELD_MAX_BYTES} bytes` });
      addValue(values, part.fieldname, String(part.value));
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw jobError(413, 'fileTooLarge', { max: limits.maxMb });
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw jobError(400, 'oneFileOnly');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw jobError(400, 'fieldInvalid', { field: 'form', problem: 'it has too many fields' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') throw jobError(415, 'notMultipart');
    if (code === 'FST_PROTO_VIOLATION') throw jobError(400, 'fieldUnknown', { field: '__proto__' });
    if (error instanceof HttpError) throw error;
    // A body cut short or malformed (busboy's own errors) is the sender's fault, never a 500.
    throw jobError(400, 'formUnreadable');
  }
  return { values, file };
}
