/**
 * The download of the export of a request to know, access or port: only with that request's own download token, until
 * it expires. The export is built from what the chain holds at download time.
 */
import { privacyActionOf } from '@/domain/privacy';
import { sameHash } from './confirm-request';
import { buildExport, type PersonExport } from './data-export';
import type { PrivacyDeps } from './deps';
import { privacyError } from './fields';
import { formatDay } from './mail';
import { findRequest } from './repository';

export async function downloadExport(deps: PrivacyDeps, requestId: string, token: string): Promise<PersonExport> {
  const request = await findRequest(deps.db, requestId);
  if (!request || privacyActionOf(request.requestType) !== 'export' || !sameHash(request.exportTokenHash, token)) throw privacyError(404, 'exportUnknown');
  const now = deps.now();
  if (!request.exportExpiresAt || now.getTime() > request.exportExpiresAt.getTime()) {
    throw privacyError(410, 'exportExpired', { expiredAt: formatDay(request.exportExpiresAt ?? now, request.locale) });
  }
  return buildExport(deps.db, request.emailKey, request, now);
}
