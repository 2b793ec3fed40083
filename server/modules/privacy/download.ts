/**
 * The download of a "know" request's export: only with that request's own download token, until
 * it expires. The export is built from what the chain holds at download time.
 */
import { eq } from 'drizzle-orm';
import { privacyRequests } from '@/server/db/schema';
import { sameHash } from './confirm-request';
import { buildExport, type PersonExport } from './data-export';
import type { PrivacyDeps } from './deps';
import { privacyError } from './fields';
import { formatDay } from './mail';

export async function downloadExport(deps: PrivacyDeps, requestId: string, token: string): Promise<PersonExport> {
  const [request] = await deps.db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));
  if (!request || request.requestType !== 'know' || !sameHash(request.exportTokenHash, token)) throw privacyError(404, 'exportUnknown');
  const now = deps.now();
  if (!request.exportExpiresAt || now.getTime() > request.exportExpiresAt.getTime()) {
    throw privacyError(410, 'exportExpired', { expiredAt: formatDay(request.exportExpiresAt ?? now, request.locale) });
  }
  return buildExport(deps.db, request.emailKey, request, now);
}
