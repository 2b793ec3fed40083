/** The checkout's first handoff values: the order's vehicle or table if it has one, else the first saved vehicle. */
import type { Vehicle } from '@/lib/api/profile-view';
import type { CheckoutOrder } from '@/lib/api/checkout-view';
import { EMPTY_HANDOFF_VALUES, NEW_VEHICLE, type HandoffValues } from '@/lib/validation/handoff-schema';

export type SavedVehicle = Pick<Vehicle, 'id' | 'make' | 'model' | 'colour'> & { plate?: string | null };

export function handoffValues(order: Pick<CheckoutOrder, 'handoffDetails'>, vehicles: readonly SavedVehicle[]): HandoffValues {
  const details = order.handoffDetails;
  const table = details?.tableNumber;
  const values = { ...EMPTY_HANDOFF_VALUES, tableNumber: table ? String(table) : '' };
  const vehicle = details?.vehicle;
  if (vehicle?.vehicleId && vehicles.some((saved) => saved.id === vehicle.vehicleId)) return { ...values, vehicleChoice: String(vehicle.vehicleId) };
  if (vehicle) return { ...values, make: vehicle.make, model: vehicle.model, colour: vehicle.colour, plate: vehicle.plate ?? '' };
  return vehicles[0] ? { ...values, vehicleChoice: String(vehicles[0].id) } : values;
}

export { NEW_VEHICLE };
