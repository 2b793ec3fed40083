/**
 * The survey forms (under /online-ordering). Types only.
 *
 * - GET  /survey-management/catering-service-types → WireCateringServiceType[] (labels in the request's language)
 * - POST /survey-management/catering-feedback  WireCateringFeedbackInput → 201 WireSurveyReceipt
 * - POST /survey-management/catering-contest   WireCateringContestInput  → 201 WireSurveyReceipt
 *     A second entry of the same email in the same season is a 409.
 * - GET  /staff/surveys/catering-feedback?storeId=&page=&pageSize= → WireSurveyPage<WireStaffCateringFeedback>
 * - GET  /staff/surveys/catering-contest?storeId=&page=&pageSize=  → WireSurveyPage<WireStaffCateringContestEntry>
 *     Staff token only. Store staff see their stores' submissions; a brand admin every one of the brand.
 *
 * Optional fields are left out when empty (never null). Every form carries the honeypot field `website`, left empty by people: a filled one is answered
 * like a success and nothing is kept or mailed.
 */
export const SURVEY_PATHS = {
  cateringServiceTypes: '/survey-management/catering-service-types',
  cateringFeedback: '/survey-management/catering-feedback',
  cateringContest: '/survey-management/catering-contest',
  staffCateringFeedback: '/staff/surveys/catering-feedback',
  staffCateringContest: '/staff/surveys/catering-contest',
  // The contact forms (contract: domain/wire/contact.ts); `:brand` is the brand's slug.
  talkToVisitTypes: '/survey-management/talk-to-:brand/visit-types',
  talkTo: '/survey-management/talk-to-:brand',
  generalFeedbackTypes: '/survey-management/general-feedback/types',
  generalFeedback: '/survey-management/general-feedback',
  staffTalkTo: '/staff/surveys/talk-to',
  staffGeneralFeedback: '/staff/surveys/general-feedback',
  // Diners' ratings of paid orders (contract: domain/wire/order-feedback.ts).
  staffOrderFeedback: '/staff/surveys/order-feedback',
} as const;

export type WireCateringServiceType = { id: number; name: string; label: string };

/** Optional ratings are left out, never null. */
type WireSurveyRatings = { overall: number; food?: number; service?: number; onTime?: number };

export type WireCateringFeedbackInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /** Required unless `quoteNumber` names the quote (its store is then the quote's). */
  storeId?: number;
  quoteNumber?: number;
  eventDate: string;
  serviceTypeId: number;
  ratings: WireSurveyRatings;
  comment?: string;
  website?: string;
};

export type WireCateringContestInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company?: string;
  headcount: number;
  occasion: string;
  reason: string;
  acceptRules: boolean;
  storeId?: number;
  website?: string;
};

/** What a submission answers: its id, and where the confirmation went. */
export type WireSurveyReceipt = { id: string; email: string };

type WireSurveyStore = { id: number; title: string } | null;

export type WireStaffCateringFeedback = {
  id: string;
  store: WireSurveyStore;
  quoteNumber: number | null;
  name: string;
  email: string;
  phone: string | null;
  eventDate: string;
  serviceType: WireCateringServiceType;
  ratings: { overall: number; food: number | null; service: number | null; onTime: number | null };
  comment: string | null;
  locale: string;
  createdAt: string;
};

export type WireStaffCateringContestEntry = {
  id: string;
  period: string;
  store: WireSurveyStore;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  headcount: number;
  occasion: string;
  reason: string;
  locale: string;
  createdAt: string;
};

export type WireSurveyPage<T> = { data: T[]; total: number; page: number; pageSize: number };
