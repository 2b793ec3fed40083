/** The locations module's front door: a store, its hours, schedule, menus at the store and handoffs, read for the modules that take orders. Everything else in the module is private to it. */
export { handoffSettingsOf, handoffsOfStores, offeredHandoff, offeredHandoffOf, offersHandoffCondition, storeLeadMinutes } from './handoff-repository';
export { CreateHandoff, WireStoreHandoffsSchema } from './handoff-schema';
export { byId, byIds, createLocationRepository, distanceKm, type GeoPoint, type HoursRow, type LocationRepository, type LocationRow, type LocationScope } from './repository';
export { createLocationService, type LocationService } from './service';
export { categorySettings, findStore, hoursOf, itemAtStore, offersCategory, scheduleOf, sectionsOfItem, storeOf, StoreMissingError, type StoreRow } from './store-repository';
export { assertTakesOrders } from './store-rules';
export { presentStoreSummary, type StoreSummaryRow } from './store-summary';
export { storeSummaryColumns } from './store-summary-repository';
export { storesVersion } from './version-repository';
