/** The smoke module's front door: the ledger's listener of the order lifecycle and its check before payment, a card payment's hold, the menu's facts of a store's meats, and the console's board and entries. Everything else in the module is private to it. */
export { assertSmokeLeftToPay, smokeChargeHolds, smokeLedgerListener } from './order-listeners';
export { shortDaysOf } from './ledger';
export { smokeFactsOf } from './facts';
export { enterSmoke, smokeBoardOf, type SmokeEntry } from './entries';
export { setLowPercent, smokeStoreOf } from './meat-repository';
export { todayAndTomorrow } from './days';
