/**
 * Catering feedback: who the guest is, which event (its day, the service, the store, and the
 * quote when they came from its feedback email), their ratings and comment. The quote must be
 * the guest's (same email) and gets at most one feedback; without a quote the store is required.
 * Stored, then confirmed by email in the guest's language.
 */
import { VALIDATION_MESSAGES } from '@/domain/messages';
import { CATERING_FEEDBACK_FIELDS, isPastEventDate, isRating, QUOTE_NUMBER_MAX } from '@/domain/validation';
import { isCateringServiceType } from '@/domain/surveys/service-types';
import type { WireCateringFeedbackInput, WireSurveyReceipt } from '@/domain/wire/surveys';
import { BadRequestError } from '@/server/errors';
import { confirmSubmission, surveyTexts } from './confirmation-mail';
import { submittedBy, type SurveyDeps, type Submitter } from './deps';
import { checkTexts, surveyError } from './fields';
import { findQuoteOf, insertFeedback, type SurveyStore } from './repository';
import { cateringServiceType } from './service-types';
import { brandStore } from './stores';

type Ratings = { overall: number; food: number | null; service: number | null; onTime: number | null };

function checkRatings(ratings: WireCateringFeedbackInput['ratings']): Ratings {
  const values = { overall: ratings.overall, food: ratings.food ?? null, service: ratings.service ?? null, onTime: ratings.onTime ?? null };
  for (const value of Object.values(values)) if (value !== null && !isRating(value)) throw surveyError(400, 'ratingOutOfRange');
  return values;
}

function checkEvent(input: WireCateringFeedbackInput, now: Date): { eventDate: string; serviceTypeId: number } {
  const eventDate = input.eventDate.trim();
  if (!eventDate) throw new BadRequestError(VALIDATION_MESSAGES.dateRequired, undefined, { code: 'date_required' });
  if (!isPastEventDate(eventDate, now)) throw surveyError(400, 'eventDateOutOfRange');
  if (!isCateringServiceType(input.serviceTypeId)) throw surveyError(400, 'serviceTypeUnknown', { serviceTypeId: input.serviceTypeId });
  return { eventDate, serviceTypeId: input.serviceTypeId };
}

/** The store and quote the feedback is about: the quote's store, or the one chosen (required without a quote). */
async function placeOf(deps: SurveyDeps, by: Submitter, input: WireCateringFeedbackInput, email: string) {
  const storeId = input.storeId ?? null;
  const number = input.quoteNumber ?? null;
  if (number === null) {
    if (storeId === null) throw new BadRequestError(VALIDATION_MESSAGES.restaurantRequired, undefined, { code: 'restaurant_required' });
    return { store: await brandStore(deps.db, by.brandId, storeId), quote: null };
  }
  if (number < 1 || number > QUOTE_NUMBER_MAX) throw surveyError(400, 'quoteNumberInvalid');
  const quote = await findQuoteOf(deps.db, by.brandId, number, email);
  if (!quote) throw surveyError(404, 'quoteNotFound', { number });
  if (storeId !== null && storeId !== quote.locationId) throw surveyError(400, 'quoteStoreMismatch', { number });
  return { store: await brandStore(deps.db, by.brandId, quote.locationId), quote };
}

export async function submitCateringFeedback(deps: SurveyDeps, by: Submitter, input: WireCateringFeedbackInput): Promise<WireSurveyReceipt> {
  const texts = checkTexts(CATERING_FEEDBACK_FIELDS, input, by.country);
  const ratings = checkRatings(input.ratings);
  const now = deps.now();
  const event = checkEvent(input, now);
  const email = texts.email!;
  const { store, quote } = await placeOf(deps, by, input, email);
  const row = await insertFeedback(deps.db, {
    ...submittedBy(by),
    locationId: store.id,
    leadId: quote?.id ?? null,
    quoteNumber: quote?.number ?? null,
    firstName: texts.firstName!,
    lastName: texts.lastName!,
    email,
    phone: texts.phone,
    ...event,
    ratingOverall: ratings.overall,
    ratingFood: ratings.food,
    ratingService: ratings.service,
    ratingOnTime: ratings.onTime,
    comment: texts.comment,
    createdAt: now,
  });
  if (!row) throw surveyError(409, 'feedbackAlreadyGiven', { number: quote?.number ?? '' });
  return confirmSubmission(deps, by, 'survey-catering-feedback', row, feedbackMail(by, row, store));
}

function feedbackMail(by: Submitter, row: { eventDate: string; serviceTypeId: number; ratingOverall: number; quoteNumber: number | null }, store: SurveyStore) {
  const t = surveyTexts(by.locale);
  return {
    subject: t.feedbackSubject,
    intro: t.feedbackIntro,
    next: t.feedbackNext,
    rows: [
      ...(row.quoteNumber !== null ? [{ label: t.quoteNumber, value: String(row.quoteNumber) }] : []),
      { label: t.store, value: store.title },
      { label: t.eventDate, value: row.eventDate },
      { label: t.serviceType, value: cateringServiceType(row.serviceTypeId, by.locale).label },
      { label: t.overall, value: `${'★'.repeat(row.ratingOverall)}${'☆'.repeat(5 - row.ratingOverall)}` },
    ],
  };
}
