/** The menus module's front door. Everything else in the module is private to it. */
export { createMenuRepository, itemFactColumns, menuColumns } from './repository';
export { assertOrderable, unavailableItems, type AvailabilityStore } from './availability';
export { availabilityOf, type ItemAvailabilityRow } from './availability-repository';
