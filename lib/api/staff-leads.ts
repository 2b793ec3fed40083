/**
 * The staff console's catering lead calls (contract: domain/wire/staff-leads.ts). Each takes a
 * staff context (lib/staff/session.ts) and answers the view types of ./staff-lead-view.ts.
 * Another store's lead answers 404 like an unknown one.
 */
import {
  STAFF_LEAD_PATHS,
  type WireStaffEstimateMenu,
  type WireStaffLead,
  type WireStaffLeadPage,
} from '@/domain/wire/staff-leads';
import { apiGet, apiPost, type ApiContext } from './client';
import {
  toStaffLead,
  toStaffLeadPage,
  type StaffEstimateInput,
  type StaffEstimateMenu,
  type StaffLead,
  type StaffLeadCancel,
  type StaffLeadFilters,
  type StaffLeadMove,
  type StaffOfflinePayment,
  type StaffLeadPage,
} from './staff-lead-view';

export const STAFF_LEADS_PAGE_SIZE = 20;

const path = (relative: string) => `/online-ordering${relative}`;
const leadPath = (template: string, number: number) => path(template.replace(':number', encodeURIComponent(String(number))));

/** The query of a list call: only the filters that are set. */
export function leadListQuery(filters: StaffLeadFilters): Record<string, string | number | undefined> {
  const q = filters.q.trim();
  return {
    storeId: filters.storeId ?? undefined,
    status: filters.statuses.length > 0 ? filters.statuses.join(',') : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    q: q || undefined,
    page: filters.page,
    pageSize: STAFF_LEADS_PAGE_SIZE,
  };
}

export async function fetchStaffLeads(ctx: ApiContext, filters: StaffLeadFilters): Promise<StaffLeadPage> {
  return toStaffLeadPage(await apiGet<WireStaffLeadPage>(ctx, path(STAFF_LEAD_PATHS.leads), { query: leadListQuery(filters) }));
}

export async function fetchStaffLead(ctx: ApiContext, number: number): Promise<StaffLead> {
  return toStaffLead(await apiGet<WireStaffLead>(ctx, leadPath(STAFF_LEAD_PATHS.lead, number)));
}

export function fetchEstimateMenu(ctx: ApiContext, number: number): Promise<StaffEstimateMenu> {
  return apiGet<WireStaffEstimateMenu>(ctx, leadPath(STAFF_LEAD_PATHS.menu, number));
}

export async function sendEstimate(ctx: ApiContext, number: number, estimate: StaffEstimateInput): Promise<StaffLead> {
  return toStaffLead(await apiPost<WireStaffLead>(ctx, leadPath(STAFF_LEAD_PATHS.estimate, number), estimate));
}

export async function moveLead(ctx: ApiContext, number: number, move: StaffLeadMove): Promise<StaffLead> {
  return toStaffLead(await apiPost<WireStaffLead>(ctx, leadPath(STAFF_LEAD_PATHS.moves, number), move));
}

export async function cancelLead(ctx: ApiContext, number: number, cancel: StaffLeadCancel): Promise<StaffLead> {
  return toStaffLead(await apiPost<WireStaffLead>(ctx, leadPath(STAFF_LEAD_PATHS.cancel, number), cancel));
}

/** Money the buyer paid the store directly, recorded on the lead (at most what is still owed). */
export async function recordOfflinePayment(ctx: ApiContext, number: number, payment: StaffOfflinePayment): Promise<StaffLead> {
  return toStaffLead(await apiPost<WireStaffLead>(ctx, leadPath(STAFF_LEAD_PATHS.payments, number), payment));
}
