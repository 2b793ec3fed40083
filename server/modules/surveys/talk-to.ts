/**
 * Talk to the brand: who the guest is, which of the brand's stores they visited, when (today or
 * within the past VISIT_DAYS_BACK days) and how, and their message. The path names the brand by
 * its slug: another brand's (or none) is a 404. Stored, then confirmed by email in the guest's language.
 */
import { isVisitType } from '@/domain/contact/types';
import { isRecentVisitDate, TALK_TO_FIELDS } from '@/domain/validation';
import type { WireTalkToInput } from '@/domain/wire/contact';
import type { WireSurveyReceipt } from '@/domain/wire/surveys';
import type { HttpError } from '@/server/errors';
import { confirmSubmission, surveyTexts } from './confirmation-mail';
import { checkContactTexts, contactError, standardError } from './contact-fields';
import { brandSlugOf, insertTalkTo } from './contact-repository';
import { contactTexts } from './contact-texts';
import { visitType } from './contact-types';
import { submittedBy, type SurveyDeps, type Submitter } from './deps';
import { brandStore } from './stores';

/** Refuses a {brand} that is not the request's brand's slug. */
export async function checkBrandSlug(deps: SurveyDeps, by: Submitter, brand: string): Promise<void> {
  const slug = await brandSlugOf(deps.db, by.brandId);
  if (!slug || slug !== brand) throw contactError(404, 'brandUnknown', { brand });
}

function visitRefusals(input: WireTalkToInput, now: Date): (HttpError | null)[] {
  const date = input.visitDate.trim();
  const dateRefusal = !date ? standardError('dateRequired') : isRecentVisitDate(date, now) ? null : contactError(400, 'visitDateOutOfRange');
  const typeRefusal =
    input.visitTypeId === undefined
      ? contactError(400, 'visitTypeRequired')
      : isVisitType(input.visitTypeId)
        ? null
        : contactError(400, 'visitTypeUnknown', { visitTypeId: input.visitTypeId });
  return [input.storeId === undefined ? standardError('restaurantRequired') : null, dateRefusal, typeRefusal];
}

export async function submitTalkTo(deps: SurveyDeps, by: Submitter, brand: string, input: WireTalkToInput): Promise<WireSurveyReceipt> {
  await checkBrandSlug(deps, by, brand);
  const now = deps.now();
  const texts = checkContactTexts(TALK_TO_FIELDS, input, by.country, visitRefusals(input, now));
  const store = await brandStore(deps.db, by.brandId, input.storeId!);
  const email = texts.email!;
  const row = await insertTalkTo(deps.db, {
    ...submittedBy(by),
    locationId: store.id,
    firstName: texts.firstName!,
    lastName: texts.lastName!,
    email,
    phone: texts.phone,
    visitDate: input.visitDate.trim(),
    visitTypeId: input.visitTypeId!,
    message: texts.message!,
    createdAt: now,
  });
  const t = contactTexts(by.locale);
  return confirmSubmission(deps, by, 'survey-talk-to', row, {
    subject: t.talkToSubject,
    intro: t.talkToIntro,
    next: t.talkToNext,
    rows: [
      { label: surveyTexts(by.locale).store, value: store.title },
      { label: t.visitDate, value: row.visitDate },
      { label: t.visitType, value: visitType(row.visitTypeId, by.locale).label },
      { label: t.message, value: row.message },
    ],
  });
}
