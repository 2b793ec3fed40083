/**
 * The staff console's contract with the API (under /online-ordering): staff sign-in, the
 * signed-in member with their stores, a store's orders of a day as a queue, and the moves of
 * an order's status. Staff tokens are their own (a customer token is refused here, and a
 * staff token on customer routes).
 */
import type { DispatchStage } from '../dispatch/stages';
import type { WireStaffLate } from './text-alerts';
import type { WireStaffCourierAlert } from './courier';
import type { WireOrderHandoffDetails } from './handoffs';
import type { MoneyString } from './catalog';
import type { WireHandoff, WireOrderStatus } from './orders';
import type { WeightUnit } from '../menu/weight-units';
import type { PaymentTender } from '../payments/tender';

export const STAFF_PATHS = {
  login: '/staff/login',
  logout: '/staff/logout',
  me: '/staff/me',
  changePassword: '/staff/change-password',
  storeOrders: '/staff/stores/:storeId/orders',
  orderStatus: '/orders/:orderId/status/:statusId',
  orderRefunds: '/staff/orders/:orderId/refunds',
} as const;

/**
 * Store staff and store managers see the stores they are assigned to; brand admins every store of
 * their brand. Managers (and brand admins) may also refund an order.
 */
export type StaffRole = 'store_staff' | 'store_manager' | 'brand_admin';
export const STAFF_ROLES: readonly StaffRole[] = ['store_staff', 'store_manager', 'brand_admin'];

/** The roles that may refund an order. */
export const REFUNDING_ROLES: readonly StaffRole[] = ['store_manager', 'brand_admin'];

export type WireStaffStore = { id: number; title: string; slug: string; timeZone: string; countryCode: string };

export type WireStaffMember = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  brandId: number;
  /** A one-time password is in use: only sign-out, me and change-password answer until it is changed. */
  mustChangePassword: boolean;
  /** A brand admin without a second factor: only sign-out, me, change-password and enrolment answer until it is set up. */
  secondFactorEnrolmentRequired: boolean;
  stores: WireStaffStore[];
};

export type WireStaffSession = { token: string; expiresAt: string; staff: WireStaffMember };

export type WireStaffLoginRequest = { email: string; password: string };
export type WireStaffChangePasswordRequest = { currentPassword: string; newPassword: string };

export type WireStatusChoice = { status: WireOrderStatus; statusId: number };

export type WireStaffQueueOrder = {
  id: string;
  number: string;
  status: WireOrderStatus;
  statusId: number;
  handoff: WireHandoff;
  /** The diner's name as given at checkout ('Ada P.'), or null. */
  customerName: string | null;
  /** The handoff time: UTC ISO start, and 'HH:MM' in the store's time zone; null for as soon as possible. */
  dueAt: string | null;
  dueTime: string | null;
  itemCount: number;
  /** `weightUnit`: for a meat sold by weight, the store market's weight its quantity counts (domain/menu/weight-units.ts); else null or absent. */
  lines: { quantity: number; title: string; weightUnit?: WeightUnit | null; label?: string | null }[];
  total: MoneyString;
  currency: string;
  placedAt: string;
  /** Where staff may move it next (domain/ordering/status-moves.ts). */
  next: WireStatusChoice[];
  /** The handoff id (dine-in 1, pickup 2, delivery 3, curbside 4, drive-through 6) and its table, vehicle and arrival. */
  handoffId?: number;
  handoffDetails?: WireOrderHandoffDetails | null;
  /** Its declined card tries before it was paid, with the bank's reason (the diner only read "declined"). */
  declines?: WireStaffDecline[];
  /** The order ran late: the new time the diner was told and the apology credit given (text alerts). */
  late?: WireStaffLate | null;
  /** The courier network refused or cancelled the delivery (courier module): the store's alert. */
  courier?: WireStaffCourierAlert | null;
};

/** A declined card try: when, by which method, and the bank's reason code (insufficient_funds …). */
export type WireStaffDecline = { at: string; method: string; reason: string };

export type WireStaffOrderQueue = {
  store: WireStaffStore;
  /** The store's local day 'YYYY-MM-DD'. */
  date: string;
  orders: WireStaffQueueOrder[];
};

export type WireOrderStatusChange = { orderId: string; number: string; status: WireOrderStatus; statusId: number; updatedAt: string };

/** One server-sent event of GET /orders/:orderId/events (event name `status`). */
export type WireOrderStatusEvent = {
  orderId: string;
  status: WireOrderStatus;
  statusId: number;
  /** The status as the diner reads it, in the request's language. */
  statusLabel: string;
  updatedAt: string;
  /** A delivery order's courier once quoted: its stage and the network's tracking link; null otherwise. */
  courier?: { stage: DispatchStage; trackingUrl: string | null } | null;
};

/** A payment of an order as the refund form shows it: what it took and what it may still give back. */
/** `label`: the payment's English record; `tender`: the same as data, which the console words in its reader's language. */
export type WireRefundablePayment = { id: string; label: string; tender: PaymentTender; method: string; amount: MoneyString; refundable: MoneyString };

/** GET of an order's refunds page: its payments, what may still be refunded, and the refunds given. */
export type WireStaffOrderRefunds = {
  orderId: string;
  number: string;
  currency: string;
  refundable: MoneyString;
  payments: WireRefundablePayment[];
  refunds: WireStaffRefundPart[];
};

/**
 * POST of a refund (with an Idempotency-Key): the reason, and the amount (everything refundable when
 * absent), spread card first, then gift card, unless `payments` names each payment and its amount.
 */
export type WireStaffRefundRequest = { reason: string; amount?: MoneyString; payments?: { paymentId: string; amount: MoneyString }[] };

/** What went back to one payment: 'succeeded'; 'failed' with the processor's reason (nothing moved); 'pending' while the processor has not answered. */
export type WireStaffRefundPart = {
  id: number;
  paymentId: string;
  label: string;
  /** The payment's tender, worded in the reader's language (`label` is its English record). */
  tender: PaymentTender;
  amount: MoneyString;
  status: 'pending' | 'succeeded' | 'failed';
  failureMessage: string | null;
  reason: string;
  createdAt: string;
};

export type WireStaffRefundResult = { orderId: string; number: string; currency: string; refunded: MoneyString; parts: WireStaffRefundPart[]; refundable: MoneyString };
