/** The smoke module's front door: the ledger's listener of the order lifecycle and its check before payment, a payment's hold (an attempt's, a PayPal order's) and the job that lapses a PayPal order's, the menu's facts of a store's meats, and the console's board and entries. Everything else in the module is private to it. */
export { assertSmokeLeftToPay, smokeChargeHolds, smokeHoldLapseJob, smokeLedgerListener, smokePayPalHolds } from './order-listeners';
export { PAYPAL_HOLD_MINUTES } from './ledger';
export { shortDaysOf } from './ledger';
export { smokeFactsOf } from './facts';
export { enterSmoke, smokeBoardOf, type SmokeEntry } from './entries';
export { setLowPercent, smokeStoreOf } from './meat-repository';
export { todayAndTomorrow } from './days';
