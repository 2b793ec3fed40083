/**
 * The catering contest: an entry names the guest, their event (guests, occasion, company) and why
 * we should cater it, accepts the rules, and may name a store. One entry per email address per
 * season: a second one (or a replay) is a 409 that says when they can enter again.
 */
import { CATERING_CONTEST_FIELDS, CATERING_HEADCOUNT } from '@/domain/validation';
import { contestPeriodOf } from '@/domain/surveys/contest';
import type { WireCateringContestInput, WireSurveyReceipt } from '@/domain/wire/surveys';
import { confirmSubmission, surveyTexts } from './confirmation-mail';
import type { CountryCode } from '@/domain/markets';
import { submittedBy, type SurveyDeps, type Submitter } from './deps';
import { checkTexts, surveyError } from './fields';
import { insertContestEntry } from './repository';
import { brandStore } from './stores';

/** `country`: the market's, whose phone numbers the entrant's must be. */
function checkEntry(input: WireCateringContestInput, country: CountryCode) {
  const texts = checkTexts(CATERING_CONTEST_FIELDS, input, country);
  const { min, max } = CATERING_HEADCOUNT;
  if (!Number.isSafeInteger(input.headcount) || input.headcount < min || input.headcount > max) throw surveyError(400, 'headcountOutOfRange');
  if (input.acceptRules !== true) throw surveyError(400, 'rulesNotAccepted');
  return texts;
}

export async function enterCateringContest(deps: SurveyDeps, by: Submitter, input: WireCateringContestInput): Promise<WireSurveyReceipt> {
  const texts = checkEntry(input, by.country);
  const store = input.storeId == null ? null : await brandStore(deps.db, by.brandId, input.storeId);
  const now = deps.now();
  const period = contestPeriodOf(now);
  const email = texts.email!;
  const row = await insertContestEntry(deps.db, {
    ...submittedBy(by),
    period: period.id,
    locationId: store?.id ?? null,
    firstName: texts.firstName!,
    lastName: texts.lastName!,
    email,
    emailKey: email.toLowerCase(),
    phone: texts.phone!,
    company: texts.company,
    headcount: input.headcount,
    occasion: texts.occasion!,
    reason: texts.reason!,
    rulesAcceptedAt: now,
    createdAt: now,
  });
  if (!row) throw surveyError(409, 'contestAlreadyEntered', { nextPeriodStart: period.nextStartsOn });
  const t = surveyTexts(by.locale);
  return confirmSubmission(deps, by, 'survey-catering-contest', row, {
    subject: t.contestSubject,
    intro: t.contestIntro,
    next: t.contestNext.replace('[drawDate]', period.nextStartsOn),
    rows: [
      { label: t.season, value: period.id },
      ...(store ? [{ label: t.store, value: store.title }] : []),
      { label: t.guests, value: String(row.headcount) },
      { label: t.occasion, value: row.occasion },
    ],
  });
}
