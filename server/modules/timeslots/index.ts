/** The timeslots module's front door: listing, reserving and confirming a store's slots, the kitchen capacity's listener of the order lifecycle, and the brand's quiet-time settings and the bonus an order's slot earned. Everything else in the module is private to it. */
export { timeslotListener } from './order-listeners';
export { guestSlotCapOf, lockSlots, takenBetween } from './repository';
export { listTimeslots, reserveTimeslot, scheduleSince } from './service';
export { quietBonusOf, quietSlotRule, quietSlotSettingsOf, saveQuietSlotSettings } from './quiet-slots-repository';
