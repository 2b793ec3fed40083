/** A job application refusal as a typed error: its English text, its code and the values it was written with. */
import { jobErrorCode, jobText, type JobMessageName } from '@/domain/jobs';
import { HttpError } from '@/server/errors';

export function jobError(status: number, name: JobMessageName, params: Record<string, string | number> = {}): HttpError {
  return new HttpError(status, jobText(name, params), undefined, { code: jobErrorCode(name), ...(Object.keys(params).length > 0 ? { params } : {}) });
}
