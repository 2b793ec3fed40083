/** The timeslots module's front door: listing, reserving and confirming a store's slots, and the kitchen capacity's listener of the order lifecycle. Everything else in the module is private to it. */
export { timeslotListener } from './order-listeners';
export { lockSlots, takenBetween } from './repository';
export { listTimeslots, reserveTimeslot } from './service';
