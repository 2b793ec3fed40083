/**
 * The contact submissions staff read: talk-to-{brand} messages of the member's stores (every store
 * of the brand for a brand admin), and general feedback, which names no store, for brand admins only.
 */
import type { LocaleTag } from '@/domain/markets';
import type { WireStaffGeneralFeedback, WireStaffTalkTo } from '@/domain/wire/contact';
import type { WireSurveyPage } from '@/domain/wire/surveys';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import type { PageRequest } from '@/server/schemas/common';
import { contactError } from './contact-fields';
import { generalFeedbackPage, talkToPage, type GeneralFeedbackRow, type TalkToRow } from './contact-repository';
import { feedbackType, visitType } from './contact-types';
import type { SurveyStore } from './repository';
import { staffStoreFilter } from '@/server/modules/staff';

export function presentTalkTo(row: TalkToRow, store: SurveyStore, locale: LocaleTag): WireStaffTalkTo {
  return {
    id: row.id,
    store: { id: store.id, title: store.title },
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    visitDate: row.visitDate,
    visitType: visitType(row.visitTypeId, locale),
    message: row.message,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentGeneralFeedback(row: GeneralFeedbackRow, locale: LocaleTag): WireStaffGeneralFeedback {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    feedbackType: feedbackType(row.feedbackTypeId, locale),
    message: row.message,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function staffTalkTo(
  db: Database, staff: StaffIdentity, query: PageRequest & { storeId?: number }, locale: LocaleTag,
): Promise<WireSurveyPage<WireStaffTalkTo>> {
  const { rows, total } = await talkToPage(db, await staffStoreFilter(db, staff, query.storeId), query);
  return { data: rows.map((row) => presentTalkTo(row.row, row.store, locale)), total, page: query.page, pageSize: query.pageSize };
}

export async function staffGeneralFeedback(db: Database, staff: StaffIdentity, query: PageRequest, locale: LocaleTag): Promise<WireSurveyPage<WireStaffGeneralFeedback>> {
  if (staff.role !== 'brand_admin') throw contactError(403, 'brandAdminsOnly');
  const { rows, total } = await generalFeedbackPage(db, staff.brandId, query);
  return { data: rows.map((row) => presentGeneralFeedback(row, locale)), total, page: query.page, pageSize: query.pageSize };
}
