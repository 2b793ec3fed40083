/**
 * A job application's file for staff: read with the staff token, never at a public address, as a
 * Blob the console saves. A plain fetch rather than the REST client, which reads answers as JSON
 * or text; a refusal becomes the client's ApiError all the same. The console fetches this module
 * when staff ask for a file.
 */
import { JOB_PATHS } from '@/domain/wire/jobs';
import { ApiError } from './api-error';
import type { ApiContext } from './client';
import { publicApiConfig } from './config';
import { failureDetail, failureMessage } from './failure-message';
import { apiHeaders } from './headers';
import { apiUrl } from './url';

const BASE = '/online-ordering';

/** An application's file as a Blob (staff context): the API answers it as an attachment, never at a public address. */
export async function fetchStaffApplicationFile(ctx: ApiContext, id: string): Promise<Blob> {
  const response = await fetch(apiUrl(publicApiConfig(), `${BASE}${JOB_PATHS.staffApplications}/${encodeURIComponent(id)}/file`), {
    headers: { ...apiHeaders(ctx), Accept: '*/*' },
  });
  if (!response.ok) {
    const body = await response.text();
    throw new ApiError(response.status, failureMessage(body, response.headers.get('content-type')), failureDetail(body));
  }
  return response.blob();
}
