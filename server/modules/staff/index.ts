/** The staff module's front door: the staff console's audited reads, the stores of a staff member, demo accounts, the ready notice's listener of the order lifecycle, its review hold listener (a risky order held as it is paid), the refunds a diner is owed without staff (dinerRefunds), and the content service's first load of the site's content. Everything else in the module is private to it. */
export { readyNoticeListener } from './order-listeners';
export { reviewHoldListener } from './review-holds/order-listener';
export { dinerRefunds } from './refunds/order-refund';
export { auditedRead, listRead } from './audit-reads';
export { prepareDemoStaff, type DemoStaffAccount } from './demo-accounts';
export { staffStoreFilter, type StaffStoreFilter } from './store-filter';
export { contentToImport, importContent, type ContentImportReport, type ContentSource } from './content/import-content';
