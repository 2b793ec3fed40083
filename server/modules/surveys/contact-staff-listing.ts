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
import { staffStorePage, wirePage, type StaffPageQuery } from './staff-page';

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

export function staffTalkTo(db: Database, staff: StaffIdentity, query: StaffPageQuery, locale: LocaleTag): Promise<WireSurveyPage<WireStaffTalkTo>> {
  return staffStorePage(db, staff, query, talkToPage, (row) => presentTalkTo(row.row, row.store, locale));
}

export async function staffGeneralFeedback(db: Database, staff: StaffIdentity, query: PageRequest, locale: LocaleTag): Promise<WireSurveyPage<WireStaffGeneralFeedback>> {
  if (staff.role !== 'brand_admin') throw contactError(403, 'brandAdminsOnly');
  const { rows, total } = await generalFeedbackPage(db, staff.brandId, query);
  return wirePage(rows.map((row) => presentGeneralFeedback(row, locale)), total, query);
}
