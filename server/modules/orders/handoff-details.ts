/**
 * What an in-store order carries for its handoff: a curbside order's vehicle and arrival, a
 * dine-in order's table number. Checked before the order's transaction (the saved vehicle must be
 * the caller's own: anyone else's answers 404 like an unknown one), written inside it.
 */
import { HANDOFF, handoffParams, handoffText, handoffValueOf, PLATE_RULE, TABLE_NUMBER, type HandoffId } from '@/domain/ordering';
import { MAX_VEHICLES } from '@/domain/validation';
import type { WireHandoffUpdate, WireOrderHandoffDetails, WireOrderVehicle } from '@/domain/wire/handoffs';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError, UnprocessableError } from '@/server/errors';
import { lockCustomer } from '@/server/modules/auth';
import { handoffSettingsOf } from '@/server/modules/locations';
import { handoffDetailsRow, upsertHandoffDetails, type HandoffDetailsRow } from './handoff-details-repository';
import { customerVehicleOf, insertVehicle, vehicleCountOf } from './vehicle-repository';

/** Checked handoff details, ready to write; `save` adds the typed vehicle to the caller's account. */
export type PreparedHandoff = {
  vehicle?: Omit<WireOrderVehicle, 'vehicleId'> & { vehicleId: number | null; save: boolean };
  tableNumber?: number | null;
  customerId: number | null;
};

export function vehicleNotFound(vehicleId: number): NotFoundError {
  return new NotFoundError(handoffText('vehicleNotFound', { vehicleId }), { code: 'handoff_vehicle_not_found', params: { vehicleId } });
}

function refuse(name: 'vehicleCurbsideOnly' | 'tableDineInOnly' | 'tableNumberOutOfRange' | 'plateInvalid'): BadRequestError {
  const params = handoffParams(name);
  const code = ({ vehicleCurbsideOnly: 'handoff_vehicle_curbside_only', tableDineInOnly: 'handoff_table_dine_in_only', tableNumberOutOfRange: 'handoff_table_number_out_of_range', plateInvalid: 'handoff_plate_invalid' } as const)[name];
  return new BadRequestError(handoffText(name), undefined, { code, params });
}

function requiredText(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new BadRequestError(`"${field}" is required`, [`"${field}" is required`]);
  return trimmed;
}

/** An upper-case plate with single spaces, or null when none was given; 400 when it is no plate. */
export function cleanPlate(plate: string | null | undefined): string | null {
  const trimmed = plate?.trim().replace(/\s+/g, ' ') ?? '';
  if (trimmed === '') return null;
  if (trimmed.length > PLATE_RULE.max || !PLATE_RULE.pattern.test(trimmed)) throw refuse('plateInvalid');
  return trimmed.toUpperCase();
}

export function hasHandoffFields(input: WireHandoffUpdate): boolean {
  return input.vehicle !== undefined || input.tableNumber !== undefined;
}

export async function prepareHandoff(db: Database, handoffId: number, input: WireHandoffUpdate, customerId: number | null): Promise<PreparedHandoff> {
  const prepared: PreparedHandoff = { customerId };
  if (input.tableNumber !== undefined) {
    if (handoffId !== HANDOFF.dineIn && input.tableNumber !== null) throw refuse('tableDineInOnly');
    const table = input.tableNumber;
    if (table !== null && (!Number.isInteger(table) || table < TABLE_NUMBER.min || table > TABLE_NUMBER.max)) throw refuse('tableNumberOutOfRange');
    prepared.tableNumber = table;
  }
  const vehicle = input.vehicle;
  if (vehicle === undefined) return prepared;
  if (handoffId !== HANDOFF.curbside) throw refuse('vehicleCurbsideOnly');
  if ('vehicleId' in vehicle) {
    if (customerId === null) throw vehicleNotFound(vehicle.vehicleId);
    const saved = await customerVehicleOf(db, customerId, vehicle.vehicleId);
    if (!saved) throw vehicleNotFound(vehicle.vehicleId);
    prepared.vehicle = { vehicleId: saved.id, make: saved.make, model: saved.model, colour: saved.colour, plate: saved.plate, save: false };
    return prepared;
  }
  if (vehicle.save && customerId === null) {
    throw new UnauthorizedError(handoffText('vehicleSaveSignedIn'), { code: 'handoff_vehicle_save_signed_in' });
  }
  prepared.vehicle = {
    vehicleId: null,
    make: requiredText('make', vehicle.make),
    model: requiredText('model', vehicle.model),
    colour: requiredText('colour', vehicle.colour),
    plate: cleanPlate(vehicle.plate),
    save: vehicle.save === true,
  };
  return prepared;
}

/** Writes the details in `tx` (only `tx`); a vehicle to save joins the customer's vehicles first. */
export async function applyHandoff(tx: Database, orderId: string, prepared: PreparedHandoff, now: Date): Promise<void> {
  const changes: Partial<HandoffDetailsRow> = {};
  if (prepared.tableNumber !== undefined) changes.tableNumber = prepared.tableNumber;
  const vehicle = prepared.vehicle;
  if (vehicle) {
    let vehicleId = vehicle.vehicleId;
    if (vehicle.save && prepared.customerId !== null) {
      await lockCustomer(tx, prepared.customerId);
      if ((await vehicleCountOf(tx, prepared.customerId)) >= MAX_VEHICLES) throw new ConflictError(`An account keeps at most ${MAX_VEHICLES} vehicles: delete one first`);
      vehicleId = await insertVehicle(tx, { customerId: prepared.customerId, make: vehicle.make, model: vehicle.model, colour: vehicle.colour, plate: vehicle.plate, createdAt: now });
    }
    Object.assign(changes, { vehicleId, vehicleMake: vehicle.make, vehicleModel: vehicle.model, vehicleColour: vehicle.colour, vehiclePlate: vehicle.plate });
  }
  if (Object.keys(changes).length === 0) return;
  await upsertHandoffDetails(tx, orderId, changes);
}

export function presentVehicleOf(row: HandoffDetailsRow | undefined): WireOrderVehicle | null {
  if (!row?.vehicleMake || !row.vehicleModel || !row.vehicleColour) return null;
  return { vehicleId: row.vehicleId, make: row.vehicleMake, model: row.vehicleModel, colour: row.vehicleColour, plate: row.vehiclePlate };
}

/** The order's handoff details as the diner sees them; null for pickup and delivery. */
export async function handoffDetailsOf(db: Database, order: { id: string; handoffId: number; locationId: number }): Promise<WireOrderHandoffDetails | null> {
  if (order.handoffId === HANDOFF.pickup || order.handoffId === HANDOFF.delivery) return null;
  const row = await handoffDetailsRow(db, order.id);
  const setting = (await handoffSettingsOf(db, order.locationId)).find((candidate) => candidate.handoffId === order.handoffId);
  return {
    handoff: handoffValueOf(order.handoffId as HandoffId),
    vehicle: presentVehicleOf(row),
    tableNumber: row?.tableNumber ?? null,
    arrivedAt: row?.arrivedAt ? row.arrivedAt.toISOString() : null,
    instructions: setting?.instructions ?? null,
  };
}

/** Payment refuses a curbside order without a vehicle (422 handoff_vehicle_required). */
export async function assertHandoffReady(tx: Database, order: { id: string; handoffId: number }): Promise<void> {
  if (order.handoffId !== HANDOFF.curbside) return;
  if (presentVehicleOf(await handoffDetailsRow(tx, order.id))) return;
  const message = handoffText('vehicleRequired');
  throw new UnprocessableError(message, [message], { code: 'handoff_vehicle_required' });
}
