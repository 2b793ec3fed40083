/** The curbside vehicle form: make, model and colour, each required. */
import { VEHICLE_FIELDS } from '@/domain/validation/fields';
import type { Rules } from '@/lib/form/checks';
import { textField } from '@/lib/validation/fields';
import type { Vehicle, VehicleInput } from '@/lib/api/profile-view';

export type VehicleValues = VehicleInput;

export const VEHICLE_FIELD_ORDER = ['make', 'model', 'colour'] as const;
export function vehicleValues(saved: Vehicle | null): VehicleValues {
  return { make: saved?.make ?? '', model: saved?.model ?? '', colour: saved?.colour ?? '' };
}

/** `messages`: "This field is required" and "At most [max] characters" in the form's language. */
export function vehicleSchema(messages: { fieldRequired: string; tooLong: string }): Rules<VehicleValues> {
  return {
    make: textField(VEHICLE_FIELDS.make, messages),
    model: textField(VEHICLE_FIELDS.model, messages),
    colour: textField(VEHICLE_FIELDS.colour, messages),
  };
}

export function toVehicleInput(values: VehicleValues): VehicleInput {
  return { make: values.make.trim(), model: values.model.trim(), colour: values.colour.trim() };
}

/** 'Red Ford F-150'. */
export function vehicleLine(vehicle: VehicleInput): string {
  return `${vehicle.colour} ${vehicle.make} ${vehicle.model}`;
}
