/** What a store step did, or why it was refused, above the form (announced to screen readers): the console's notice line. */
export { ConsoleNoticeLine as StoreNotice } from '../console-notice';
