/**
 * A brand's quiet-time bonus settings (domain/kitchen/quiet-slots.ts): its row, or the defaults when
 * it has none; and the rule its diners get, which is off while the brand runs no points program.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_QUIET_SLOT_SETTINGS, OFF_QUIET_SLOT_SETTINGS, type QuietSlotSettings } from '@/domain/kitchen/quiet-slots';
import type { Database } from '@/server/db/client';
import { brandQuietSlotSettings, brands, timeslotReservations } from '@/server/db/schema';

const settingColumns = { thresholdPercent: brandQuietSlotSettings.thresholdPercent, bonusPoints: brandQuietSlotSettings.bonusPoints };

export async function quietSlotSettingsOf(db: Database, brandId: number): Promise<QuietSlotSettings> {
  const [row] = await db.select(settingColumns).from(brandQuietSlotSettings).where(eq(brandQuietSlotSettings.brandId, brandId));
  return row ?? DEFAULT_QUIET_SLOT_SETTINGS;
}

/** The brand's settings as they apply to its diners, in one read: off while it runs no points program. */
export async function quietSlotRule(db: Database, brandId: number): Promise<QuietSlotSettings> {
  const [row] = await db
    .select({ config: brands.config, ...settingColumns })
    .from(brands)
    .leftJoin(brandQuietSlotSettings, eq(brandQuietSlotSettings.brandId, brands.id))
    .where(eq(brands.id, brandId));
  if (!row?.config.loyaltyEnabled) return OFF_QUIET_SLOT_SETTINGS;
  return row.thresholdPercent === null || row.bonusPoints === null ? DEFAULT_QUIET_SLOT_SETTINGS : { thresholdPercent: row.thresholdPercent, bonusPoints: row.bonusPoints };
}

/** Keeps a brand's settings (checked by the caller with quietSlotSettingsProblem). */
export async function saveQuietSlotSettings(tx: Database, brandId: number, settings: QuietSlotSettings): Promise<void> {
  const values = { thresholdPercent: settings.thresholdPercent, bonusPoints: settings.bonusPoints };
  await tx.insert(brandQuietSlotSettings).values({ brandId, ...values }).onConflictDoUpdate({ target: brandQuietSlotSettings.brandId, set: values });
}

/** The bonus the order's chosen slot earned when its time was chosen (0 without a slot). */
export async function quietBonusOf(db: Database, orderId: string): Promise<number> {
  const [row] = await db.select({ points: timeslotReservations.quietBonusPoints }).from(timeslotReservations).where(eq(timeslotReservations.orderId, orderId));
  return row?.points ?? 0;
}
