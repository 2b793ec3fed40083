/** What the last step on a content screen did, said politely, or why it was refused, as an alert: the console's notice line. */
export { ConsoleNoticeLine as ContentNotice } from '../console-notice';
