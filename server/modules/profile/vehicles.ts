/** Curbside vehicles: make, model and colour. Another customer's vehicle is "not found". */
import { MAX_VEHICLES } from '@/domain/validation';
import type { WireVehicle, WireVehicleInput } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { ConflictError, NotFoundError } from '@/server/errors';
import { lockCustomer } from '@/server/modules/auth';
import { deleteVehicle, insertVehicle, updateVehicle, vehicleCount, vehiclesOf, type VehicleRow } from './vehicle-repository';
import { required } from './text';

export function presentVehicle(row: VehicleRow): WireVehicle {
  return { id: row.id, make: row.make, model: row.model, colour: row.colour, createdAt: row.createdAt.toISOString() };
}

function fields(input: WireVehicleInput) {
  return { make: required('make', input.make), model: required('model', input.model), colour: required('colour', input.colour) };
}

const notFound = (vehicleId: number) => new NotFoundError(`Vehicle ${vehicleId} was not found`);

export function createVehicleService(db: Database, clock: () => Date = () => new Date()) {
  return {
    async list(customerId: number): Promise<WireVehicle[]> {
      return (await vehiclesOf(db, customerId)).map(presentVehicle);
    },

    async create(customerId: number, input: WireVehicleInput): Promise<WireVehicle> {
      const values = fields(input);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const held = await vehicleCount(tx, customerId);
        if (held >= MAX_VEHICLES) throw new ConflictError(`An account keeps at most ${MAX_VEHICLES} vehicles: delete one first`);
        return presentVehicle(await insertVehicle(tx, { ...values, customerId, createdAt: clock() }));
      });
    },

    async update(customerId: number, vehicleId: number, input: WireVehicleInput): Promise<WireVehicle> {
      const row = await updateVehicle(db, customerId, vehicleId, fields(input));
      if (!row) throw notFound(vehicleId);
      return presentVehicle(row);
    },

    async remove(customerId: number, vehicleId: number): Promise<void> {
      if (!(await deleteVehicle(db, customerId, vehicleId))) throw notFound(vehicleId);
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;
