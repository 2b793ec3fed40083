/** Catering leads for the staff console's tests: a lead just requested, its store's menu and a page of the list, on the wire and as the console sees them. */
import type { WireStaffEstimateMenu, WireStaffLead, WireStaffLeadPage } from '@/domain/wire/staff-leads';
import type { WireStaffMember } from '@/domain/wire/staff';
import { toStaffLead, toStaffLeadPage, type StaffLead, type StaffLeadPage } from '../staff-lead-view';
import { WIRE_ESTIMATE, wireQuote } from './wire-quote';

export const STAFF_MEMBER: WireStaffMember = {
  id: 1,
  email: 'staff.austin@whitlocks.example',
  firstName: 'Dana',
  lastName: 'Store',
  role: 'store_staff',
  brandId: 4,
  mustChangePassword: false,
  secondFactorEnrolmentRequired: false,
  stores: [
    { id: 7, title: 'Austin Downtown', slug: 'austin', timeZone: 'America/Chicago', countryCode: 'US' },
    { id: 9, title: 'Dallas Lower Greenville', slug: 'dallas', timeZone: 'America/Chicago', countryCode: 'US' },
  ],
};

export const ESTIMATE_MENU: WireStaffEstimateMenu = {
  currency: 'USD',
  taxRate: '0.0825',
  depositRate: '0.25',
  items: [
    { itemId: 101, title: 'Brisket Tray', section: 'Trays', unitPrice: '89.00' },
    { itemId: 102, title: 'Pulled Pork Tray', section: 'Trays', unitPrice: '69.00' },
    { itemId: 201, title: 'Sweet Tea Gallon', section: 'Drinks', unitPrice: '12.50' },
  ],
};

export function wireStaffLead(overrides: Partial<WireStaffLead> = {}): WireStaffLead {
  return {
    ...wireQuote(),
    estimateInput: null,
    history: [{ at: '2030-05-18T14:00:00.000Z', event: 'submit', from: null, to: 14, by: 'buyer', reason: null }],
    steps: [
      { event: 'markHot', to: 16, label: 'Mark hot', refunds: false },
      { event: 'decline', to: 12, label: 'Decline', refunds: true },
      { event: 'cancel', to: 11, label: 'Cancel', refunds: true },
    ],
    canEstimate: true,
    refundIfCancelled: { store: '0.00', buyer: '0.00' },
    refunded: '0.00',
    refunds: [],
    offlinePaymentOwed: null,
    ...overrides,
  };
}

export function staffLead(overrides: Partial<WireStaffLead> = {}): StaffLead {
  return toStaffLead(wireStaffLead(overrides));
}

/** The lead once an estimate went out: awaiting the buyer, with what the editor reopens. */
export function estimatedLead(overrides: Partial<WireStaffLead> = {}): StaffLead {
  return staffLead({
    status: { id: 2, name: 'awaitingCustomer', label: 'Awaiting customer', messageKey: 'catering.status.awaitingCustomer' },
    estimate: WIRE_ESTIMATE,
    estimateInput: { lines: [{ kind: 'menu', itemId: 101, quantity: 2 }], fees: [{ title: 'Delivery', amount: '25.00', taxable: true }], depositRate: '0.25', taxRate: '0.0825', taxExempt: false },
    refundIfCancelled: { store: '54.94', buyer: '27.47' },
    ...overrides,
  });
}

export function wireLeadPage(overrides: Partial<WireStaffLeadPage> = {}): WireStaffLeadPage {
  return {
    data: [
      {
        number: 5042,
        status: { id: 14, name: 'customerCreatedLead', label: 'Customer created lead', messageKey: 'catering.status.customerCreatedLead' },
        location: { id: 7, title: 'Austin Downtown' },
        event: { date: '2030-06-01', time: '18:00', startsAt: '2030-06-01T23:00:00.000Z', headcount: 40 },
        handoff: 'carryout',
        contactName: 'Ada Pit',
        company: 'Acme',
        total: '178.00',
        currency: 'USD',
        createdAt: '2030-05-18T14:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
    ...overrides,
  };
}

export function leadPage(overrides: Partial<WireStaffLeadPage> = {}): StaffLeadPage {
  return toStaffLeadPage(wireLeadPage(overrides));
}
