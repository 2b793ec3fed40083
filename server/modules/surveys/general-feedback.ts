/**
 * General feedback: who the guest is, what their feedback is about (a feedback type) and their
 * message. It names no store: it is the brand's. Stored, then confirmed by email in the guest's language.
 */
import { isFeedbackType } from '@/domain/contact/types';
import { GENERAL_FEEDBACK_FIELDS } from '@/domain/validation';
import type { WireGeneralFeedbackInput } from '@/domain/wire/contact';
import type { WireSurveyReceipt } from '@/domain/wire/surveys';
import { confirmSubmission } from './confirmation-mail';
import { checkContactTexts, contactError } from './contact-fields';
import { insertGeneralFeedback } from './contact-repository';
import { contactTexts } from './contact-texts';
import { feedbackType } from './contact-types';
import { submittedBy, type SurveyDeps, type Submitter } from './deps';

function typeRefusal(id: number | undefined) {
  if (id === undefined) return contactError(400, 'feedbackTypeRequired');
  return isFeedbackType(id) ? null : contactError(400, 'feedbackTypeUnknown', { feedbackTypeId: id });
}

export async function submitGeneralFeedback(deps: SurveyDeps, by: Submitter, input: WireGeneralFeedbackInput): Promise<WireSurveyReceipt> {
  const texts = checkContactTexts(GENERAL_FEEDBACK_FIELDS, input, by.country, [typeRefusal(input.feedbackTypeId)]);
  const email = texts.email!;
  const row = await insertGeneralFeedback(deps.db, {
    ...submittedBy(by),
    firstName: texts.firstName!,
    lastName: texts.lastName!,
    email,
    feedbackTypeId: input.feedbackTypeId!,
    message: texts.message!,
    createdAt: deps.now(),
  });
  const t = contactTexts(by.locale);
  return confirmSubmission(deps, by, 'survey-general-feedback', row, {
    subject: t.generalSubject,
    intro: t.generalIntro,
    next: t.generalNext,
    rows: [
      { label: t.feedbackType, value: feedbackType(row.feedbackTypeId, by.locale).label },
      { label: t.message, value: row.message },
    ],
  });
}
