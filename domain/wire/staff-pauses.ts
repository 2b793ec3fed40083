/**
 * A store's pauses of online orders as its managers set them (under /online-ordering): per
 * handoff the store offers, paused for 15, 30 or 60 minutes or until resumed, or taking orders.
 */
export const STAFF_PAUSE_PATHS = {
  pauses: '/admin/stores/:storeId/pauses',
  pause: '/admin/stores/:storeId/pauses/:handoffId',
} as const;

export const staffPausePath = (path: string, storeId: number, handoffId?: number) =>
  path.replace(':storeId', String(storeId)).replace(':handoffId', String(handoffId ?? ''));

/** minutes null: until a manager resumes. */
export type WirePauseRequest = { minutes: 15 | 30 | 60 | null };

export type WireStorePauses = {
  store: { id: number; title: string; timeZone: string };
  /** Each handoff the store offers, with its pause: `paused` false, or the instant it ends (null: until resumed). */
  handoffs: { handoffId: number; paused: boolean; until: string | null }[];
};
