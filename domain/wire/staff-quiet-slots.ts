/**
 * The console's quiet-time bonus settings (brand admins):
 * - GET /admin/quiet-slots → WireQuietSlotSettings
 * - PUT /admin/quiet-slots (WireQuietSlotSettings) → WireQuietSlotSettings; out of range: 400 quiet_slot_setting_invalid with params.field.
 */
export type WireQuietSlotSettings = {
  /** A slot is quiet while its booked make-load is under this percentage of the store's make capacity (0: off). */
  thresholdPercent: number;
  /** Points a signed-in diner earns for choosing a quiet slot (0: off). */
  bonusPoints: number;
};

export const QUIET_SLOT_SETTINGS_PATH = '/admin/quiet-slots';
