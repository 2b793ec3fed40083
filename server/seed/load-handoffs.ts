/**
 * Which demo stores offer dine-in, curbside and drive-through, with their lead times and where
 * curbside diners park. Every store keeps pickup and delivery (the default). Idempotent: rows
 * already present are kept.
 */
import { HANDOFF, type HandoffId } from '@/domain/ordering';
import { locationHandoffs } from '@/server/db/schema';
import { idOf } from './rows';
import type { SeedDb } from './types';

type Offer = { handoffId: HandoffId; leadMinutes: number; instructions?: string };

const dineIn: Offer = { handoffId: HANDOFF.dineIn, leadMinutes: 15 };
const driveThrough: Offer = { handoffId: HANDOFF.driveThrough, leadMinutes: 10 };
const curbside = (instructions: string, leadMinutes = 20): Offer => ({ handoffId: HANDOFF.curbside, leadMinutes, instructions });

/** By store slug; the README's demo section lists the same. */
export const DEMO_HANDOFFS: Record<string, Offer[]> = {
  'dallas-lower-greenville': [dineIn, curbside('Park in the four spaces marked "Curbside" on the Lower Greenville side of the patio.', 15)],
  'dallas-oak-lawn': [dineIn, curbside('Park in the three spaces marked "Curbside" along the east side of the building, facing the patio.')],
  'fort-worth-stockyards': [dineIn],
  'plano-legacy-west': [dineIn, driveThrough, curbside('Park in the spaces marked "Curbside" beside the drive-thru lane.', 25)],
  'houston-heights': [dineIn, curbside('Park in the first row facing the front door, spaces 1 to 4.')],
  'houston-westchase': [driveThrough],
  'austin-south-lamar': [dineIn],
  'lubbock-50th-street': [driveThrough],
  'el-paso-west-side': [driveThrough],
  'lafayette-johnston-street': [driveThrough],
  'oklahoma-city-bricktown': [dineIn, curbside('Park in the loading bay on Sheridan Avenue and stay in your vehicle.')],
  'toronto-queen-west': [dineIn, curbside('Park in the two spaces marked "Curbside" on Bathurst Street.')],
  'montreal-plateau': [dineIn, curbside('Stationnez dans les places « Commandes à l’auto » rue Rachel. / Park in the spaces marked "Curbside" on Rachel Street.')],
  'calgary-beltline': [dineIn],
  'vancouver-mount-pleasant': [dineIn],
  'surrey-guildford': [driveThrough],
};

export async function loadHandoffs(tx: SeedDb, locationIds: Map<string, number>): Promise<void> {
  const rows = Object.entries(DEMO_HANDOFFS).flatMap(([slug, offers]) =>
    offers.map((offer) => ({
      locationId: idOf(locationIds, slug, 'location'),
      handoffId: offer.handoffId,
      offered: true,
      leadMinutes: offer.leadMinutes,
      instructions: offer.instructions ?? null,
    })),
  );
  if (rows.length > 0) await tx.insert(locationHandoffs).values(rows).onConflictDoNothing();
}
