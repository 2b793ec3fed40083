/**
 * The download of a "know" request's export: only with that request's own download token, until
 * it expires. The export is built from what the chain holds at download time.
 */
import { sameHash } from './confirm-request';
import { buildExport, type PersonExport } from './data-export';
import type { PrivacyDeps } from './deps';
import { privacyError } from './fields';
import { formatDay } from './mail';
import { findRequest } from './repository';

export async function downloadExport(deps: PrivacyDeps, requestId: string, token: string): Promise<PersonExport> {
  const request = await findRequest(deps.db, requestId);
  if (!request || request.requestType !== 'know' || !sameHash(request.exportTokenHash, token)) throw privacyError(404, 'exportUnknown');
  const now = deps.now();
  if (!request.exportExpiresAt || now.getTime() > request.exportExpiresAt.getTime()) {
    throw privacyError(410, 'exportExpired', { expiredAt: formatDay(request.exportExpiresAt ?? now, request.locale) });
  }
  return buildExport(deps.db, request.emailKey, request, now);
}
