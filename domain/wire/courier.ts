/** A delivery order's courier as the diner's order page and checkout read it (GET /orders/:orderId/delivery), and what the diner chose once its courier failed. */
import type { DeliveryChoice } from '../dispatch/choices';
import type { DispatchStage } from '../dispatch/stages';

export type WireCourierDelivery = {
  orderId: string;
  /** The fee the diner pays for the courier (the quote, capped by the brand), a money string. */
  fee: string;
  currency: string;
  /** When the courier is expected at the diner's door (ISO). */
  dropoffAt: string;
  /** Until when the fee holds; past it the checkout gets a fresh quote (ISO). */
  quoteExpiresAt: string;
  stage: DispatchStage;
  /** The courier network's tracking page, once a courier is booked. */
  trackingUrl: string | null;
  /** What the diner chose once the courier failed (POST …/delivery/refund or …/delivery/carryout), or null. */
  choice: DeliveryChoice | null;
  /** A delivery switched to carryout: when to collect it at the store (ISO); else null. */
  pickupAt: string | null;
};

/** The store's alert of a courier the network refused or cancelled (the staff order queue). */
export type WireStaffCourierAlert = {
  /** The network's reason, in its words (English). */
  failure: string | null;
  /** What the diner chose instead; null while they have not. */
  choice: DeliveryChoice | null;
};
