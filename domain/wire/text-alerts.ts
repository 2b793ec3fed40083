/** Text alerts on the wire: the checkout's opt-in and the order page's running-late line. */
export type WireTextAlerts = {
  /** False when texts are off: the checkout offers nothing. */
  offered: boolean;
  handoff: 'pickup' | 'delivery';
  /** The consent text to show beside the box, exactly as the API gives it. */
  wording: string | null;
  consent: { phone: string; locale: string; consentedAt: string } | null;
};

export type WireTextAlertsOptIn = { phone: string; wording: string };

export type WireLateCredit = { kind: 'points'; points: number } | { kind: 'coupon'; code: string; percent: string };

export type WireRunningLate = {
  late: { promisedAt: string; newReadyAt: string; credit: WireLateCredit | null } | null;
};

/** A late order as the staff queue shows it: the new time the diner was told ('HH:MM' at the store) and the credit given. */
export type WireStaffLate = {
  newReadyAt: string;
  newReadyTime: string;
  credit: { kind: 'points'; points: number } | { kind: 'coupon'; code: string } | null;
};

/** A brand's running-late settings, as brand admins read and change them (GET/PUT /admin/running-late). */
export type WireLateSettings = { graceMinutes: number; creditAfterMinutes: number; creditPoints: number; couponPercent: string };

export const LATE_SETTINGS_PATH = '/admin/running-late';
