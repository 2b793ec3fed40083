/** Curbside vehicles: make, model and colour. Another customer's vehicle is "not found". */
import { and, asc, count, eq } from 'drizzle-orm';
import type { WireVehicle, WireVehicleInput } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { customerVehicles } from '@/server/db/schema';
import { ConflictError, NotFoundError } from '@/server/errors';
import { lockCustomer } from './lock';
import { required } from './text';

export const MAX_VEHICLES = 10;

type VehicleRow = typeof customerVehicles.$inferSelect;

export function presentVehicle(row: VehicleRow): WireVehicle {
  return { id: row.id, make: row.make, model: row.model, colour: row.colour, createdAt: row.createdAt.toISOString() };
}

function fields(input: WireVehicleInput) {
  return { make: required('make', input.make), model: required('model', input.model), colour: required('colour', input.colour) };
}

const notFound = (vehicleId: number) => new NotFoundError(`Vehicle ${vehicleId} was not found`);
const mine = (customerId: number, vehicleId: number) => and(eq(customerVehicles.id, vehicleId), eq(customerVehicles.customerId, customerId));

export function createVehicleService(db: Database, clock: () => Date = () => new Date()) {
  return {
    async list(customerId: number): Promise<WireVehicle[]> {
      const rows = await db.select().from(customerVehicles).where(eq(customerVehicles.customerId, customerId)).orderBy(asc(customerVehicles.id));
      return rows.map(presentVehicle);
    },

    async create(customerId: number, input: WireVehicleInput): Promise<WireVehicle> {
      const values = fields(input);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [{ value: held } = { value: 0 }] = await tx.select({ value: count() }).from(customerVehicles).where(eq(customerVehicles.customerId, customerId));
        if (held >= MAX_VEHICLES) throw new ConflictError(`An account keeps at most ${MAX_VEHICLES} vehicles: delete one first`);
        const [row] = await tx.insert(customerVehicles).values({ ...values, customerId, createdAt: clock() }).returning();
        return presentVehicle(row!);
      });
    },

    async update(customerId: number, vehicleId: number, input: WireVehicleInput): Promise<WireVehicle> {
      const [row] = await db.update(customerVehicles).set(fields(input)).where(mine(customerId, vehicleId)).returning();
      if (!row) throw notFound(vehicleId);
      return presentVehicle(row);
    },

    async remove(customerId: number, vehicleId: number): Promise<void> {
      const [row] = await db.delete(customerVehicles).where(mine(customerId, vehicleId)).returning({ id: customerVehicles.id });
      if (!row) throw notFound(vehicleId);
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;
