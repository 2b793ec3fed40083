/**
 * The contact forms (under /online-ordering, paths in SURVEY_PATHS). Types only.
 *
 * - GET  /survey-management/talk-to-{brand}/visit-types → WireContactChoice[] (labels in the request's language)
 * - POST /survey-management/talk-to-{brand}  WireTalkToInput → 201 WireSurveyReceipt
 *     {brand} is the request's brand's slug ('whitlocks'); another is a 404.
 * - GET  /survey-management/general-feedback/types → WireContactChoice[]
 * - POST /survey-management/general-feedback  WireGeneralFeedbackInput → 201 WireSurveyReceipt
 * - GET  /staff/surveys/talk-to?storeId=&page=&pageSize= → WireSurveyPage<WireStaffTalkTo>
 *     Staff token only: store staff see their stores' submissions, a brand admin every one of the brand.
 * - GET  /staff/surveys/general-feedback?page=&pageSize= → WireSurveyPage<WireStaffGeneralFeedback>
 *     Brand admins only (general feedback names no store): store staff get a 403.
 *
 * Optional fields are left out when empty (never null). Both forms carry the honeypot field
 * `website`, left empty by people: a filled one is answered like a success and nothing is kept or mailed.
 */
/** A visit type or a feedback type: its stable id and name, and its label in the request's language. */
export type WireContactChoice = { id: number; name: string; label: string };

export type WireTalkToInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /** Required: left out, the answer is 400 restaurant_required. */
  storeId?: number;
  /** 'YYYY-MM-DD': today or within the past VISIT_DAYS_BACK days. */
  visitDate: string;
  /** Required: left out, the answer is 400 contact_visit_type_required. */
  visitTypeId?: number;
  message: string;
  website?: string;
};

export type WireGeneralFeedbackInput = {
  firstName: string;
  lastName: string;
  email: string;
  /** Required: left out, the answer is 400 contact_feedback_type_required. */
  feedbackTypeId?: number;
  message: string;
  website?: string;
};

export type WireStaffTalkTo = {
  id: string;
  store: { id: number; title: string };
  name: string;
  email: string;
  phone: string | null;
  visitDate: string;
  visitType: WireContactChoice;
  message: string;
  locale: string;
  createdAt: string;
};

export type WireStaffGeneralFeedback = {
  id: string;
  name: string;
  email: string;
  feedbackType: WireContactChoice;
  message: string;
  locale: string;
  createdAt: string;
};
