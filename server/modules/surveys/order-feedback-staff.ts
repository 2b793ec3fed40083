/**
 * The order ratings staff read: store staff those of their stores' orders, a brand admin every
 * one of the brand. Asking for a store that is not theirs answers 404, as the other listings do.
 */
import type { WireStaffOrderFeedback } from '@/domain/wire/order-feedback';
import type { WireSurveyPage } from '@/domain/wire/surveys';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import type { PageRequest } from '@/server/schemas/common';
import { orderFeedbackPage, type StaffOrderFeedbackRow } from './order-feedback-staff-repository';
import { staffStoreFilter } from '@/server/modules/staff';

export function presentStaffOrderFeedback(row: StaffOrderFeedbackRow): WireStaffOrderFeedback {
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    store: row.store,
    rating: row.rating,
    comment: row.comment,
    reviewStore: row.reviewStoreId !== null && row.reviewStoreTitle !== null ? { id: row.reviewStoreId, title: row.reviewStoreTitle } : null,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function staffOrderFeedback(
  db: Database, staff: StaffIdentity, query: PageRequest & { storeId?: number },
): Promise<WireSurveyPage<WireStaffOrderFeedback>> {
  const { rows, total } = await orderFeedbackPage(db, await staffStoreFilter(db, staff, query.storeId), query);
  return { data: rows.map(presentStaffOrderFeedback), total, page: query.page, pageSize: query.pageSize };
}
