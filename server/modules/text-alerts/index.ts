/**
 * The text-alerts module's front door: the plugin (opt-in, running late, STOP, the demo's outbox),
 * and the texts as an after-commit listener of the order lifecycle. Everything else is private to it.
 */
export { default as textAlertsModule, type TextAlertsModuleOptions } from './plugin';
export { textAlertListener, TEXT_ALERT_LISTENER } from './listener';
export { RUNNING_LATE_JOB, runRunningLate } from './running-late';
export { staffLateOf } from './staff-late';
export { lateSettingsOf, saveLateSettings } from './late-repository';
