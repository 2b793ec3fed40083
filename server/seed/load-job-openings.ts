/**
 * The demo chain's job openings: every store of the main brand hires crew members, and each
 * also has some of the other positions open, in turn by store, so the careers page shows a
 * different list per restaurant. Idempotent: openings already present are kept.
 */
import { JOB_POSITIONS } from '@/domain/jobs';
import { jobOpenings } from '@/server/db/schema';
import type { SeedDb } from './types';

/** The positions open at the store at `index` (by slug order): crew always, then two of the rest in turn. */
export function openPositionsAt(index: number): number[] {
  const [crew, ...others] = JOB_POSITIONS.map((position) => position.id);
  const first = others[index % others.length]!;
  const second = others[(index + 2) % others.length]!;
  return [crew!, first, second];
}

export async function loadJobOpenings(tx: SeedDb, locationIds: Map<string, number>): Promise<void> {
  const slugs = [...locationIds.keys()].sort();
  const rows = slugs.flatMap((slug, index) => openPositionsAt(index).map((positionId) => ({ locationId: locationIds.get(slug)!, positionId })));
  if (rows.length > 0) await tx.insert(jobOpenings).values(rows).onConflictDoNothing();
}
