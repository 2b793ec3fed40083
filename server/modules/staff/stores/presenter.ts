/** Stores as the Stores screen shows them: explicit field maps, never a row. */
import { everyHandoff, percentOfTaxRate, type StoreHandoffChoice } from '@/domain/stores';
import { DEFAULT_HANDOFF_IDS } from '@/domain/ordering/handoff-availability';
import { isHandoffId } from '@/domain/ordering/handoffs';
import type { WireStore, WireStoreSummary } from '@/domain/wire/staff-stores';
import type { SocialNetworkName } from '@/domain/stores';
import type { StoreRow, StoreSummaryRow } from './repository';

export function presentSummary(row: StoreSummaryRow): WireStoreSummary {
  return { id: row.id, title: row.title, slug: row.slug, city: row.city, state: row.state, countryCode: row.countryCode, onlineOrdering: row.onlineOrdering };
}

type HandoffRow = { handoffId: number; offered: boolean; leadMinutes: number | null };

/** Every handoff, a store without a row for one offering it as the ordering does (pickup and delivery). */
export function presentHandoffs(rows: readonly HandoffRow[]): StoreHandoffChoice[] {
  const written = rows.flatMap((row) => (isHandoffId(row.handoffId) ? [{ handoffId: row.handoffId, offered: row.offered, leadMinutes: row.leadMinutes }] : []));
  const defaults = DEFAULT_HANDOFF_IDS.filter((id) => !written.some((row) => row.handoffId === id)).map((handoffId) => ({ handoffId, offered: true, leadMinutes: null }));
  return everyHandoff([...written, ...defaults]);
}

export function presentStore(row: StoreRow, handoffs: readonly HandoffRow[], menuIds: number[], cateringRadiusKm: number, canChangeDetails: boolean): WireStore {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    address: row.address,
    city: row.city,
    localTitle: row.localTitle ?? '',
    localAddress: row.localAddress ?? '',
    localCity: row.localCity ?? '',
    district: row.district ?? '',
    stateId: row.stateId,
    zip: row.zip,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    phone: row.phone,
    taxPercent: percentOfTaxRate(row.taxRate),
    socialNetworks: row.socialNetworks.map((link) => ({ network: link.network as SocialNetworkName, url: link.url })),
    deliveryPartners: row.deliveryPartners.map((partner) => ({ name: partner.name, url: partner.url })),
    menuIds,
    onlineOrdering: row.onlineOrdering,
    handoffs: presentHandoffs(handoffs),
    deliveryRadiusKm: row.deliveryRadiusKm,
    cateringRadiusKm,
    slotCapacity: row.slotCapacity,
    makeCapacityMinutes: row.makeCapacityMinutes,
    countryCode: row.countryCode,
    canChangeDetails,
  };
}
