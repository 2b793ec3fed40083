/** Interface timings in milliseconds. */

/** How long a notification stays when it names no closeAfter. */
export const NOTIFICATION_DURATION_MS = 3000;
/** Fade-in and fade-out of a notification. */
export const NOTIFICATION_FADE_MS = 400;
/** The closing fade of a modal, between "closing" and "closed". */
export const MODAL_CLOSE_FADE_MS = 300;
/** Delay before a modal moves focus into itself. */
export const MODAL_FOCUS_DELAY_MS = 100;
/** Delay before a tooltip shows. */
export const TOOLTIP_DELAY_MS = 400;
/** Delay before the handoff modal opens on mobile, after the menu closes. */
export const MOBILE_HANDOFF_MODAL_DELAY_MS = 500;
