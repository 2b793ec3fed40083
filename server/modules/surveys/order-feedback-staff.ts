/**
 * The order ratings staff read: store staff those of their stores' orders, a brand admin every
 * one of the brand. Asking for a store that is not theirs answers 404, as the other listings do.
 */
import type { WireStaffOrderFeedback } from '@/domain/wire/order-feedback';
import type { WireSurveyPage } from '@/domain/wire/surveys';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { orderFeedbackPage, type StaffOrderFeedbackRow } from './order-feedback-staff-repository';
import { staffStorePage, type StaffPageQuery } from './staff-page';

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

export function staffOrderFeedback(db: Database, staff: StaffIdentity, query: StaffPageQuery): Promise<WireSurveyPage<WireStaffOrderFeedback>> {
  return staffStorePage(db, staff, query, orderFeedbackPage, presentStaffOrderFeedback);
}
