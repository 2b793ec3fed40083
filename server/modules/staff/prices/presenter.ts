/** The prices back office's wire shapes, field by field. */
import type { PriceMove } from '@/domain/pricing';
import type { WirePriceMove, WireScheduledPriceChange } from '@/domain/wire/staff-prices';
import type { ScheduledChangeRow } from './repository';

export function presentMove(move: PriceMove): WirePriceMove {
  return {
    storeId: move.locationId,
    storeTitle: move.storeTitle,
    itemId: move.itemId,
    itemTitle: move.itemTitle,
    optionId: move.option?.id ?? null,
    optionTitle: move.option?.title ?? null,
    from: move.from,
    to: move.to,
  };
}

export function presentChange(row: ScheduledChangeRow, scopeName: string): WireScheduledPriceChange {
  return {
    id: row.id,
    status: row.status,
    runAt: row.runAt.toISOString(),
    request: row.spec,
    scopeName,
    previewCount: row.previewCount,
    appliedCount: row.appliedCount,
    createdBy: row.createdByName,
  };
}
