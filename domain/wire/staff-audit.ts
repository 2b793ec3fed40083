/**
 * The staff audit log as brand admins read it (GET /online-ordering/staff/audit-log): who did
 * what, when, at which store, on which subject, from which client address; newest first, a page
 * at a time. Session ids and passwords are never in it.
 */
export const STAFF_AUDIT_PATHS = { auditLog: '/staff/audit-log' } as const;

/**
 * What a row records (the API writes these and no other): sign-in and account steps (a refused
 * sign-in too), order status moves, catering lead steps (estimate, move, cancel, refund retry),
 * and reads of personal data.
 */
export type StaffAuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'read'
  | 'sign-out'
  | 'change-password'
  | 'order-status'
  | 'lead-estimate'
  | 'lead-move'
  | 'lead-cancel'
  | 'lead-refund'
  /** A store manager or brand admin refunded a paid order, fully or in part, with a reason. */
  | 'order-refund'
  /** Money a catering buyer paid the store directly, recorded by staff. */
  | 'lead-payment'
  /** A brand admin unlocked a gift card that wrong PINs locked. */
  | 'gift-card-unlock'
  /** A store manager or brand admin released an order held for review into the kitchen queue, with a note. */
  | 'review-hold-release'
  /** A store manager or brand admin cancelled an order held for review, with a note. */
  | 'review-hold-cancel'
  /** A brand admin confirmed their authenticator app (their recovery codes were issued). */
  | 'second-factor-enrol'
  /** A brand admin reset a member's second factor: the member enrols again at the next sign-in. */
  | 'second-factor-reset';

/** The actions known when the storefront was built; a newer action arrives as its own name. */
type WireStaffAuditAction = StaffAuditAction | (string & {});

export type WireStaffAuditEntry = {
  id: number;
  at: string;
  /** The member; null for a refused sign-in with an address no account has. */
  staff: { id: number; name: string; email: string } | null;
  /** A refused sign-in: the address tried. */
  emailTried: string | null;
  action: WireStaffAuditAction;
  store: { id: number; title: string } | null;
  /** What it concerned: 'order', 'lead', 'staff', or what was read ('job-application', 'privacy-requests' ...); a list's id is null. */
  target: { type: string; id: string | null };
  /** A read list's filter, a refused sign-in's reason, a step's states before and after. */
  detail: Record<string, unknown> | null;
  clientAddress: string | null;
};

export type WireStaffAuditPage = { data: WireStaffAuditEntry[]; total: number; page: number; pageSize: number };
