/**
 * The checkout's handoff fields beyond the time: a curbside order's vehicle (a saved one, or
 * make, model, colour and an optional plate: VEHICLE_FIELDS and PLATE_RULE, as the API checks them)
 * and a dine-in order's optional table number (TABLE_NUMBER).
 */
import { PLATE_RULE, TABLE_NUMBER } from '@/domain/ordering/handoff-messages';
import { HANDOFF } from '@/domain/ordering/handoffs';
import { VEHICLE_FIELDS } from '@/domain/validation/fields';
import type { WireHandoffUpdate } from '@/domain/wire/handoffs';
import { firstOf, holds, required, type Check, type Rules } from '@/lib/form/checks';
import { textField } from './fields';

/** `vehicleChoice`: a saved vehicle's id, or NEW_VEHICLE for the typed one. */
export type HandoffValues = {
  vehicleChoice: string;
  make: string;
  model: string;
  colour: string;
  plate: string;
  saveVehicle: boolean;
  tableNumber: string;
};

export const NEW_VEHICLE = 'new';

export const EMPTY_HANDOFF_VALUES: HandoffValues = { vehicleChoice: NEW_VEHICLE, make: '', model: '', colour: '', plate: '', saveVehicle: false, tableNumber: '' };

type HandoffMessages = { fieldRequired: string; vehicleRequired: string; plateInvalid: string; tableInvalid: string; tooLong: string };

const typed = (values: HandoffValues) => values.vehicleChoice === NEW_VEHICLE;

/** Whether the table number is a whole number within TABLE_NUMBER's limits. */
function isTableNumber(text: string): boolean {
  if (!/^\d+$/.test(text)) return false;
  const table = Number(text);
  return table >= TABLE_NUMBER.min && table <= TABLE_NUMBER.max;
}

/**
 * The rules of `handoffId`'s fields: curbside needs a vehicle (a saved one, or a typed one's make,
 * model and colour); the plate and the table number are optional but checked when given.
 */
export function handoffSchema(handoffId: number, messages: HandoffMessages): Rules<HandoffValues> {
  const vehicleText = (rule: (typeof VEHICLE_FIELDS)[keyof typeof VEHICLE_FIELDS]): Check<HandoffValues> =>
    firstOf(textField({ max: rule.max }, { tooLong: messages.tooLong }), required(messages.fieldRequired, typed));
  const curbside: Rules<HandoffValues> =
    handoffId === HANDOFF.curbside
      ? {
          vehicleChoice: required(messages.vehicleRequired),
          make: vehicleText(VEHICLE_FIELDS.make),
          model: vehicleText(VEHICLE_FIELDS.model),
          colour: vehicleText(VEHICLE_FIELDS.colour),
        }
      : {};
  return {
    ...curbside,
    plate: holds(messages.plateInvalid, (plate) => plate.length <= PLATE_RULE.max && PLATE_RULE.pattern.test(plate)),
    tableNumber: holds(messages.tableInvalid, isTableNumber),
  };
}

/** What the handoff fields add to the order update. */
export function toHandoffUpdate(values: HandoffValues, handoffId: number): WireHandoffUpdate {
  if (handoffId === HANDOFF.dineIn) return { tableNumber: values.tableNumber.trim() ? Number(values.tableNumber.trim()) : null };
  if (handoffId !== HANDOFF.curbside) return {};
  if (!typed(values)) return { vehicle: { vehicleId: Number(values.vehicleChoice) } };
  return {
    vehicle: {
      make: values.make.trim(),
      model: values.model.trim(),
      colour: values.colour.trim(),
      plate: values.plate.trim() || null,
      ...(values.saveVehicle ? { save: true } : {}),
    },
  };
}
