/**
 * The submissions staff read: store staff those of their stores, a brand admin every one of the
 * brand. Asking for a store that is not theirs answers 404, as the staff queue does.
 */
import type { LocaleTag } from '@/domain/markets';
import type { WireStaffCateringContestEntry, WireStaffCateringFeedback, WireSurveyPage } from '@/domain/wire/surveys';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { contestPage, feedbackPage, type ContestEntryRow, type FeedbackRow, type SurveyStore } from './repository';
import { cateringServiceType } from './service-types';
import { staffStorePage, type StaffPageQuery } from './staff-page';

const storeOf = (store: SurveyStore | null) => (store && store.id !== null ? { id: store.id, title: store.title } : null);

export function presentFeedback(row: FeedbackRow, store: SurveyStore | null, locale: LocaleTag): WireStaffCateringFeedback {
  return {
    id: row.id,
    store: storeOf(store),
    quoteNumber: row.quoteNumber,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    eventDate: row.eventDate,
    serviceType: cateringServiceType(row.serviceTypeId, locale),
    ratings: { overall: row.ratingOverall, food: row.ratingFood, service: row.ratingService, onTime: row.ratingOnTime },
    comment: row.comment,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentContestEntry(row: ContestEntryRow, store: SurveyStore | null): WireStaffCateringContestEntry {
  return {
    id: row.id,
    period: row.period,
    store: storeOf(store),
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    company: row.company,
    headcount: row.headcount,
    occasion: row.occasion,
    reason: row.reason,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

export function staffFeedback(db: Database, staff: StaffIdentity, query: StaffPageQuery, locale: LocaleTag): Promise<WireSurveyPage<WireStaffCateringFeedback>> {
  return staffStorePage(db, staff, query, feedbackPage, (row) => presentFeedback(row.row, row.store, locale));
}

export function staffContestEntries(db: Database, staff: StaffIdentity, query: StaffPageQuery): Promise<WireSurveyPage<WireStaffCateringContestEntry>> {
  return staffStorePage(db, staff, query, contestPage, (row) => presentContestEntry(row.row, row.store));
}
