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
  /** A brand admin sent an e-gift card's email to its recipient again (a held card is released by it). */
  | 'e-gift-card-resend'
  /** A brand admin voided an e-gift card nobody had spent from. */
  | 'e-gift-card-void'
  /** The processor refunded a voided e-gift card's payment to its buyer (recorded under the brand admin who voided it). */
  | 'e-gift-card-refund'
  /** A store manager or brand admin released an order held for review into the kitchen queue, with a note. */
  | 'review-hold-release'
  /** A store manager or brand admin cancelled an order held for review, with a note. */
  | 'review-hold-cancel'
  /** A brand admin confirmed their authenticator app (their recovery codes were issued). */
  | 'second-factor-enrol'
  /** A brand admin reset a member's second factor: the member enrols again at the next sign-in. */
  | 'second-factor-reset'
  /** A manager invited a member (or sent the invitation again, replacing the earlier link). */
  | 'staff-invite'
  /** An invited member chose their password through the invitation link. */
  | 'staff-invite-accept'
  /** A manager changed a member's role or stores. */
  | 'staff-change'
  /** A manager deactivated a member (their sessions ended) or reactivated them. */
  | 'staff-deactivate'
  | 'staff-reactivate'
  /** A brand admin wrote, edited, published (now or at a chosen time) or unpublished a blog post. */
  | 'content-post-create'
  | 'content-post-change'
  | 'content-post-publish'
  | 'content-post-unpublish'
  /** A brand admin wrote, edited, published, unpublished or moved a deal, FAQ question or press release. */
  | 'content-entry-create'
  | 'content-entry-change'
  | 'content-entry-publish'
  | 'content-entry-unpublish'
  | 'content-entry-move'
  /** A brand admin saved the draft of a page, the home sections, the catering services, the footer or the navigation in a language, published it (now or at a chosen time), or unpublished it or called its schedule off. */
  | 'content-document-draft'
  | 'content-document-publish'
  | 'content-document-unpublish'
  /** A brand admin added a store (its details, ordering, menus and where its hours came from). */
  | 'store-create'
  /** A brand admin changed a store's name, place, contact, links or menus. */
  | 'store-change'
  /** A manager changed how a store takes orders: online ordering, handoffs and lead times, radius, slot capacity. */
  | 'store-ordering'
  /** A brand admin changed a base price or a store's price, applied, planned or cancelled a bulk price change. */
  | 'price-base-change'
  | 'price-store-change'
  | 'price-bulk-apply'
  | 'price-bulk-schedule'
  | 'price-bulk-cancel'
  /** A brand admin created or edited a coupon, paused, resumed or ended one, or made a batch of its single-use codes. */
  | 'coupon-create'
  | 'coupon-edit'
  | 'coupon-pause'
  | 'coupon-resume'
  | 'coupon-end'
  | 'coupon-codes'
  /** A store manager or brand admin changed a store's weekly hours, or added, changed or deleted a dated exception. */
  | 'store-hours-change'
  | 'store-hours-exception-add'
  | 'store-hours-exception-change'
  | 'store-hours-exception-delete'
  /** Staff marked an item of their store sold out today, or back on sale. */
  | 'menu-item-sold-out'
  | 'menu-item-back'
  /** A brand admin changed an item's serving times (dayparts) or its holiday-only flag. */
  | 'menu-item-serving'
  /** A brand admin added, changed or deleted a menu category, a subcategory or an item (an item orders name is archived), or changed an item's option groups. */
  | 'menu-category-create' | 'menu-category-change' | 'menu-subcategory-create' | 'menu-subcategory-change' | 'menu-item-create' | 'menu-item-change' | 'menu-item-options'
  | 'menu-category-delete' | 'menu-subcategory-delete' | 'menu-item-delete'
  /** A brand admin changed the loyalty program (on or off, earn rate), a rewards store item, the mystery reward odds or the yearly rewards. */
  | 'loyalty-program-change'
  | 'loyalty-store-add'
  | 'loyalty-store-change'
  | 'loyalty-store-retire'
  | 'loyalty-mystery-odds'
  | 'loyalty-yearly-rewards'
  /** A brand admin changed the running-late grace and credit (text alerts). */
  | 'running-late-change'
  /** A brand admin changed the quiet-time bonus (threshold and points). */
  | 'quiet-slot-change'
  /** A brand admin uploaded an item's photo, or removed it (the item shows its default picture again). */
  | 'menu-item-photo' | 'menu-item-photo-remove'
  /** A store manager or brand admin paused a handoff's online orders (for 15, 30 or 60 minutes, or until resumed), or resumed them. */
  | 'store-pause' | 'store-resume'
  /** A store manager or brand admin entered a meat's smoke for today or tomorrow, or the share below which the menu says what is left. */
  | 'smoke-entry' | 'smoke-threshold'
  /** A brand admin set the most the brand's diners pay for a courier in a currency, or removed that cap. */
  | 'delivery-fee-cap-change' | 'delivery-fee-cap-remove';

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
