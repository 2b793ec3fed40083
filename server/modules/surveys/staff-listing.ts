/**
 * The submissions staff read: store staff those of their stores, a brand admin every one of the
 * brand. Asking for a store that is not theirs answers 404, as the staff queue does.
 */
import type { LocaleTag } from '@/domain/markets';
import type { WireStaffCateringContestEntry, WireStaffCateringFeedback, WireSurveyPage } from '@/domain/wire/surveys';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { staffStoreFilter } from '@/server/modules/staff';
import type { PageRequest } from '@/server/schemas/common';
import { contestPage, feedbackPage, type ContestEntryRow, type FeedbackRow, type SurveyStore } from './repository';
import { cateringServiceType } from './service-types';

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

export async function staffFeedback(
  db: Database, staff: StaffIdentity, query: PageRequest & { storeId?: number }, locale: LocaleTag,
): Promise<WireSurveyPage<WireStaffCateringFeedback>> {
  const { rows, total } = await feedbackPage(db, await staffStoreFilter(db, staff, query.storeId), query);
  return { data: rows.map((row) => presentFeedback(row.row, row.store, locale)), total, page: query.page, pageSize: query.pageSize };
}

export async function staffContestEntries(
  db: Database, staff: StaffIdentity, query: PageRequest & { storeId?: number },
): Promise<WireSurveyPage<WireStaffCateringContestEntry>> {
  const { rows, total } = await contestPage(db, await staffStoreFilter(db, staff, query.storeId), query);
  return { data: rows.map((row) => presentContestEntry(row.row, row.store)), total, page: query.page, pageSize: query.pageSize };
}
