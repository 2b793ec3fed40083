/** A delivery order's courier as the diner's order page and checkout read it (GET /orders/:orderId/delivery). */
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
};
