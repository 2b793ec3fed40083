/**
 * A privacy request confirmed through its emailed link, then carried out at once by what its right
 * does: a request to know, access or port opens a download of the export, one to delete or
 * anonymise erases, "correct" writes the corrections to the profile, and an opt-out, objection,
 * stop of use or withdrawal of consent records the opt-out. The link is single-use (a second confirmation is a 409),
 * expires (410) and names its request (another request's token is unknown: 404). The claim, the
 * effect and the outcome are one transaction; after it commits, an erasure's stored files and its
 * customers at the card processor are removed (what cannot be is logged, the erasure stands) and the
 * completion email goes.
 */
import { timingSafeEqual } from 'node:crypto';
import { exportExpiresAt, privacyActionOf } from '@/domain/privacy';
import type { WirePrivacyOutcome } from '@/domain/wire/privacy';
import type { PrivacyOutcome } from '@/server/db/schema';
import { correctProfile } from './correct';
import { buildExport, exportCounts } from './data-export';
import type { PrivacyDeps } from './deps';
import { erasePerson, nothingOutside, type Erasure } from './erase';
import { privacyError } from './fields';
import { formatDay, sendCompleted } from './mail';
import { recordOptOut } from './opt-out';
import type { Db } from './person-records-repository';
import { claimRequest, findRequest, setOutcome, type PrivacyRequestRow } from './repository';
import { hashOf, newToken } from './tokens';

export function sameHash(stored: string | null, token: string): boolean {
  if (!stored) return false;
  const given = Buffer.from(hashOf(token), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

async function carryOut(tx: Db, request: PrivacyRequestRow, now: Date): Promise<Erasure> {
  switch (privacyActionOf(request.requestType)) {
    case 'erase':
      return erasePerson(tx, request.emailKey, now);
    case 'correct':
      return nothingOutside(await correctProfile(tx, request.emailKey, request.corrections ?? {}, now));
    case 'optOut':
      await recordOptOut(tx, { brandId: request.brandId, email: request.email, firstName: request.firstName, lastName: request.lastName, source: 'request', locale: request.locale }, now);
      return nothingOutside({ optedOut: true });
    case 'export':
      return nothingOutside({});
  }
}

/**
 * Removes what an erasure that has committed left outside the database: its stored files, and its
 * customers at the card processor in use (their saved cards pay no more). A file that cannot be
 * removed is logged and left; a customer the processor does not delete yet stays marked for the
 * forget job (see ./erased-customers). The erasure stands.
 */
async function removeOutside(deps: PrivacyDeps, requestId: string, { fileKeys, processorCustomers }: Erasure): Promise<void> {
  for (const fileKey of fileKeys) {
    await deps.storage.delete(fileKey).catch((cause: unknown) => deps.log.error({ err: cause, fileKey, requestId }, 'could not remove a stored file of an erased person'));
  }
  for (const { processor, customerRef } of processorCustomers) {
    if (processor !== deps.cards.processor) {
      deps.log.warn({ processor, requestId }, 'an erased person’s customer is kept at a card processor no longer in use: delete it there');
      continue;
    }
    await deps.cards.forgetCustomer(customerRef);
  }
}

export async function confirmPrivacyRequest(deps: PrivacyDeps, requestId: string, token: string): Promise<WirePrivacyOutcome> {
  const now = deps.now();
  const request = await findRequest(deps.db, requestId);
  if (!request || !sameHash(request.confirmTokenHash, token)) throw privacyError(404, 'confirmationUnknown');
  if (request.status === 'completed') throw privacyError(409, 'alreadyConfirmed', { completedAt: formatDay(request.completedAt ?? now, request.locale) });
  if (now.getTime() > request.confirmExpiresAt.getTime()) throw privacyError(410, 'confirmationExpired', { expiredAt: formatDay(request.confirmExpiresAt, request.locale) });

  const download = privacyActionOf(request.requestType) === 'export' ? { ...newToken(), expiresAt: exportExpiresAt(now) } : null;
  const done = await deps.db.transaction(async (tx) => {
    // The claim: only one confirmation of the link ever goes past this update.
    if (!(await claimRequest(tx, request.id, now, download))) return null;
    const effect = await carryOut(tx, request, now);
    await setOutcome(tx, request.id, effect.outcome);
    return effect;
  });
  if (done === null) throw privacyError(409, 'alreadyConfirmed', { completedAt: formatDay(now, request.locale) });
  await removeOutside(deps, request.id, done);

  let outcome: PrivacyOutcome = done.outcome;
  if (download) {
    outcome = exportCounts(await buildExport(deps.db, request.emailKey, request, now));
    await setOutcome(deps.db, request.id, outcome);
  }
  await sendCompleted(
    deps,
    { kind: 'privacy-request-completed', to: request.email, locale: request.locale, firstName: request.firstName, brandId: request.brandId, requestId: request.id },
    { type: request.requestType, completedAt: now, download: download && { token: download.token, expiresAt: download.expiresAt } },
  );
  return {
    id: request.id,
    requestType: request.requestType,
    status: 'completed',
    completedAt: now.toISOString(),
    dueAt: request.dueAt.toISOString(),
    outcome,
    download: download && { token: download.token, expiresAt: download.expiresAt.toISOString() },
  };
}
