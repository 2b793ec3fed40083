/**
 * A privacy request received: who it is about, what it asks (a right the market's law gives) and who asks (an authorised agent
 * gives their name), and for a correction the corrected values. Stored with its legal due date
 * and the hash of a single-use confirmation token; the token goes by email to the address the
 * request is about, so only its owner can set anything in motion.
 */
import { randomUUID } from 'node:crypto';
import {
  confirmationExpiresAt,
  emailKeyOf,
  isPrivacyRequestorType,
  isPrivacyRequestType,
  offersRequest,
  privacyLawOf,
  privacyDueAt,
  PRIVACY_CORRECTION_FIELDS,
  PRIVACY_REQUEST_FIELDS,
  type PrivacyRequestType,
} from '@/domain/privacy';
import type { CountryCode } from '@/domain/markets';
import type { WirePrivacyCorrections, WirePrivacyReceipt, WirePrivacyRequestInput } from '@/domain/wire/privacy';
import type { PrivacyCorrections } from '@/server/db/schema';
import type { PrivacyDeps, Submitter } from './deps';
import { checkTexts, privacyError } from './fields';
import { sendReceived } from './mail';
import { insertRequest } from './repository';
import { newToken } from './tokens';

function checkTypes(input: WirePrivacyRequestInput, country: CountryCode): { requestType: PrivacyRequestType; requestorType: 'consumer' | 'agent' } {
  const requestType = input.requestType.trim();
  const requestorType = input.requestorType.trim();
  if (!requestType) throw privacyError(400, 'requestTypeRequired');
  if (!isPrivacyRequestType(requestType)) throw privacyError(400, 'requestTypeUnknown', { requestType });
  if (!offersRequest(country, requestType)) throw privacyError(400, 'requestTypeNotOffered', { requestType, law: privacyLawOf(country).name });
  if (!requestorType) throw privacyError(400, 'requestorTypeRequired');
  if (!isPrivacyRequestorType(requestorType)) throw privacyError(400, 'requestorTypeUnknown', { requestorType });
  return { requestType, requestorType };
}

/** The corrections of a request to correct (at least one), refused on any other request. */
function checkCorrections(type: PrivacyRequestType, corrections: WirePrivacyCorrections | undefined, country: CountryCode): PrivacyCorrections | null {
  const given = corrections ?? {};
  const filled = Object.values(given).some((value) => (value ?? '').trim() !== '');
  if (type !== 'correct') {
    if (filled) throw privacyError(400, 'correctionsOnlyToCorrect');
    return null;
  }
  if (!filled) throw privacyError(400, 'correctionsRequired');
  const texts = checkTexts(PRIVACY_CORRECTION_FIELDS, given, country);
  return Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== null)) as PrivacyCorrections;
}

export async function submitPrivacyRequest(deps: PrivacyDeps, by: Submitter, input: WirePrivacyRequestInput): Promise<WirePrivacyReceipt> {
  const { requestType, requestorType } = checkTypes(input, by.country);
  const texts = checkTexts(PRIVACY_REQUEST_FIELDS, input, by.country);
  if (requestorType === 'agent' && !texts.agentName) throw privacyError(400, 'agentNameRequired');
  const corrections = checkCorrections(requestType, input.corrections, by.country);
  const email = texts.email!;
  const now = deps.now();
  const { token, hash } = newToken();
  const row = {
    id: randomUUID(),
    brandId: by.brandId,
    countryCode: by.country,
    locale: by.locale,
    requestType,
    requestorType,
    agentName: requestorType === 'agent' ? texts.agentName : null,
    firstName: texts.firstName!,
    lastName: texts.lastName!,
    email,
    emailKey: emailKeyOf(email),
    phone: texts.phone,
    details: texts.details,
    corrections,
    status: 'awaitingConfirmation' as const,
    confirmTokenHash: hash,
    confirmExpiresAt: confirmationExpiresAt(now),
    receivedAt: now,
    dueAt: privacyDueAt(now, by.country),
  };
  await insertRequest(deps.db, row);
  await sendReceived(
    deps,
    { kind: 'privacy-request-received', to: email, locale: by.locale, firstName: row.firstName, brandId: by.brandId, requestId: row.id },
    { type: requestType, token, confirmBy: row.confirmExpiresAt, dueAt: row.dueAt },
  );
  return { id: row.id, email, dueAt: row.dueAt.toISOString() };
}
