/**
 * The checkout's handoff fields beyond the time: a curbside order's vehicle (a saved one, or
 * make, model, colour and an optional plate: VEHICLE_FIELDS and PLATE_RULE, as the API checks them)
 * and a dine-in order's optional table number (TABLE_NUMBER).
 */
import { boolean, object, string } from 'yup';
import { PLATE_RULE, TABLE_NUMBER } from '@/domain/ordering/handoff-messages';
import { HANDOFF } from '@/domain/ordering/handoffs';
import { VEHICLE_FIELDS } from '@/domain/validation/fields';
import type { WireHandoffUpdate } from '@/domain/wire/handoffs';
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

export type HandoffMessages = { fieldRequired: string; vehicleRequired: string; plateInvalid: string; tableInvalid: string };

const typed = (values: HandoffValues) => values.vehicleChoice === NEW_VEHICLE;

export function handoffSchema(handoffId: number, messages: HandoffMessages) {
  const curbside = handoffId === HANDOFF.curbside;
  const vehicleText = (rule: (typeof VEHICLE_FIELDS)[keyof typeof VEHICLE_FIELDS]) =>
    curbside
      ? textField({ max: rule.max }, {}).test('required', messages.fieldRequired, function required(value) {
          return !typed(this.parent as HandoffValues) || Boolean(value?.trim());
        })
      : string();
  return object({
    vehicleChoice: curbside ? string().required(messages.vehicleRequired) : string(),
    make: vehicleText(VEHICLE_FIELDS.make),
    model: vehicleText(VEHICLE_FIELDS.model),
    colour: vehicleText(VEHICLE_FIELDS.colour),
    plate: string()
      .trim()
      .test('plate', messages.plateInvalid, (value) => !value || (value.length <= PLATE_RULE.max && PLATE_RULE.pattern.test(value))),
    saveVehicle: boolean(),
    tableNumber: string()
      .trim()
      .test('table', messages.tableInvalid, (value) => {
        if (!value) return true;
        if (!/^\d+$/.test(value)) return false;
        const table = Number(value);
        return table >= TABLE_NUMBER.min && table <= TABLE_NUMBER.max;
      }),
  });
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
