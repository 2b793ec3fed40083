/**
 * Which handoffs a store offers and how soon: a store offers pickup and delivery unless it says
 * otherwise, and dine-in, curbside and drive-through only where it says so. A store may set its
 * own lead time per handoff; catering, get-a-quote and holiday orders keep their longer notice.
 */
import { HANDOFF, handoffValueOf, type HandoffId, type HandoffValue, type OrderCategoryId } from './handoffs';
import { leadTimeMinutes } from './timeslots';

/** What a store row says about one handoff (a missing row means the default). */
export type StoreHandoffSetting = { handoffId: number; offered: boolean; leadMinutes: number | null; instructions: string | null };

/** A handoff a store offers, with the lead time of an everyday order. */
export type HandoffOffer = { handoffId: HandoffId; handoff: HandoffValue; leadMinutes: number; instructions: string | null };

/** Offered by a store that says nothing about them. */
export const DEFAULT_HANDOFF_IDS: readonly HandoffId[] = [HANDOFF.pickup, HANDOFF.delivery];

/** The order the dialog, the finder and the checkout list handoffs in. */
export const HANDOFF_DISPLAY_ORDER: readonly HandoffId[] = [HANDOFF.pickup, HANDOFF.curbside, HANDOFF.driveThrough, HANDOFF.dineIn, HANDOFF.delivery];

/** A store's lead time for a handoff is a whole number of minutes from 0 to one day. */
export const STORE_LEAD_MINUTES = { min: 0, max: 24 * 60 } as const;

export function isOfferedByDefault(handoffId: HandoffId): boolean {
  return DEFAULT_HANDOFF_IDS.includes(handoffId);
}

/** The handoffs a store offers, from its setting rows, in display order. */
export function storeHandoffs(settings: readonly StoreHandoffSetting[]): HandoffOffer[] {
  const byId = new Map(settings.map((setting) => [setting.handoffId, setting]));
  return HANDOFF_DISPLAY_ORDER.flatMap((handoffId) => {
    const setting = byId.get(handoffId);
    const offered = setting ? setting.offered : isOfferedByDefault(handoffId);
    if (!offered) return [];
    const leadMinutes = setting?.leadMinutes ?? leadTimeMinutes(handoffId, 1);
    return [{ handoffId, handoff: handoffValueOf(handoffId), leadMinutes, instructions: setting?.instructions ?? null }];
  });
}

/** The lead time of an order: the store's for the handoff, except the longer notice of catering-like and holiday orders. */
export function orderLeadMinutes(handoffId: HandoffId, categoryId: OrderCategoryId, storeLeadMinutes: number | null | undefined): number {
  const standard = leadTimeMinutes(handoffId, categoryId);
  if (storeLeadMinutes === null || storeLeadMinutes === undefined) return standard;
  return standard >= 24 * 60 ? Math.max(standard, storeLeadMinutes) : storeLeadMinutes;
}
