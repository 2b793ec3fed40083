/**
 * The staff console's guest submissions: talk-to-{brand} messages, general feedback, catering
 * feedback, contest entries and order ratings (contracts: domain/wire/contact.ts, surveys.ts and
 * order-feedback.ts), each a page at a time, made into one view: who sent it (or the order rated),
 * when, the facts of its kind and its message.
 * General feedback is for brand admins only.
 */
import type { StaffRole } from '@/domain/wire/staff';
import type { WireStaffGeneralFeedback, WireStaffTalkTo } from '@/domain/wire/contact';
import type { WireStaffOrderFeedback } from '@/domain/wire/order-feedback';
import { SURVEY_PATHS, type WireStaffCateringContestEntry, type WireStaffCateringFeedback, type WireSurveyPage } from '@/domain/wire/surveys';
import { apiGet, type ApiContext } from './client';

const SUBMISSIONS_PAGE_SIZE = 20;

const SUBMISSION_KINDS = ['talk-to', 'general', 'catering-feedback', 'contest', 'order-feedback'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** The kinds a member may read: general feedback names no store, so it is the brand admins'. */
export function submissionKindsOf(role: StaffRole): SubmissionKind[] {
  return SUBMISSION_KINDS.filter((kind) => kind !== 'general' || role === 'brand_admin');
}

/** One fact of a submission: the name of its text (contact.staff.<key>) and the values it is written with. */
type SubmissionFact = { key: 'store' | 'noStore' | 'visit' | 'about' | 'event' | 'quote' | 'ratings' | 'season' | 'guests' | 'company' | 'rating' | 'review'; values: Record<string, string | number> };

export type StaffSubmission = {
  id: string;
  /** Who sent it; an order rating is headed by its order number instead. */
  name: string;
  orderNumber: number | null;
  /** Null when the kind keeps no address (order ratings). */
  email: string | null;
  phone: string | null;
  /** The guest's locale ('fr-ca'). */
  locale: string;
  createdAt: string;
  facts: SubmissionFact[];
  message: string | null;
};

export type StaffSubmissionPage = { kind: SubmissionKind; items: StaffSubmission[]; total: number; page: number; pageCount: number };

const PATHS: Record<SubmissionKind, string> = {
  'talk-to': SURVEY_PATHS.staffTalkTo,
  general: SURVEY_PATHS.staffGeneralFeedback,
  'catering-feedback': SURVEY_PATHS.staffCateringFeedback,
  contest: SURVEY_PATHS.staffCateringContest,
  'order-feedback': SURVEY_PATHS.staffOrderFeedback,
};

const person = (item: { id: string; name: string; email: string; locale: string; createdAt: string }) => ({
  id: item.id, name: item.name, orderNumber: null, email: item.email, locale: item.locale, createdAt: item.createdAt,
});
const storeFact = (store: { title: string } | null): SubmissionFact => (store ? { key: 'store', values: { store: store.title } } : { key: 'noStore', values: {} });

export function fromTalkTo(item: WireStaffTalkTo): StaffSubmission {
  return {
    ...person(item),
    phone: item.phone,
    facts: [storeFact(item.store), { key: 'visit', values: { date: item.visitDate, type: item.visitType.label } }],
    message: item.message,
  };
}

function fromGeneralFeedback(item: WireStaffGeneralFeedback): StaffSubmission {
  return { ...person(item), phone: null, facts: [{ key: 'about', values: { type: item.feedbackType.label } }], message: item.message };
}

export function fromCateringFeedback(item: WireStaffCateringFeedback): StaffSubmission {
  return {
    ...person(item),
    phone: item.phone,
    facts: [
      storeFact(item.store),
      ...(item.quoteNumber !== null ? [{ key: 'quote', values: { number: item.quoteNumber } } as const] : []),
      { key: 'event', values: { date: item.eventDate, service: item.serviceType.label } },
      { key: 'ratings', values: { overall: item.ratings.overall } },
    ],
    message: item.comment,
  };
}

export function fromContestEntry(item: WireStaffCateringContestEntry): StaffSubmission {
  return {
    ...person(item),
    phone: item.phone,
    facts: [
      { key: 'season', values: { period: item.period } },
      storeFact(item.store),
      { key: 'guests', values: { count: item.headcount, occasion: item.occasion } },
      ...(item.company ? [{ key: 'company', values: { company: item.company } } as const] : []),
    ],
    message: item.reason,
  };
}

export function fromOrderFeedback(item: WireStaffOrderFeedback): StaffSubmission {
  return {
    id: item.orderId,
    name: '',
    orderNumber: item.orderNumber,
    email: null,
    phone: null,
    locale: item.locale,
    createdAt: item.createdAt,
    facts: [
      storeFact(item.store),
      { key: 'rating', values: { rating: item.rating } },
      ...(item.reviewStore ? [{ key: 'review', values: { store: item.reviewStore.title } } as const] : []),
    ],
    message: item.comment,
  };
}

type AnyItem = WireStaffTalkTo | WireStaffGeneralFeedback | WireStaffCateringFeedback | WireStaffCateringContestEntry | WireStaffOrderFeedback;

const VIEWS: Record<SubmissionKind, (item: never) => StaffSubmission> = {
  'talk-to': fromTalkTo,
  general: fromGeneralFeedback,
  'catering-feedback': fromCateringFeedback,
  contest: fromContestEntry,
  'order-feedback': fromOrderFeedback,
};

export async function fetchStaffSubmissions(ctx: ApiContext, kind: SubmissionKind, page: number): Promise<StaffSubmissionPage> {
  const answer = await apiGet<WireSurveyPage<AnyItem>>(ctx, `/online-ordering${PATHS[kind]}`, { query: { page, pageSize: SUBMISSIONS_PAGE_SIZE } });
  const view = VIEWS[kind] as (item: AnyItem) => StaffSubmission;
  return { kind, items: answer.data.map(view), total: answer.total, page: answer.page, pageCount: Math.max(1, Math.ceil(answer.total / SUBMISSIONS_PAGE_SIZE)) };
}

/** The kind and page of the console's URL (`?kind=general&page=2`); anything else reads as the first page of talk-to. */
export function submissionQueryOf(query: Record<string, string | string[] | undefined>): { kind: SubmissionKind; page: number } {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const kind = first(query.kind);
  const page = first(query.page);
  return {
    kind: (SUBMISSION_KINDS as readonly string[]).includes(kind) ? (kind as SubmissionKind) : 'talk-to',
    page: /^\d{1,5}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The console's path of a kind's page, the page only past the first. */
export function submissionsPath(kind: SubmissionKind, page = 1): string {
  const params = new URLSearchParams({ kind });
  if (page > 1) params.set('page', String(page));
  return `/staff/feedback?${params.toString()}`;
}
