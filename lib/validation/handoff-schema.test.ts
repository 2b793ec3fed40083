import { validateValues } from '@/lib/form/checks';
import { EMPTY_HANDOFF_VALUES, handoffSchema, toHandoffUpdate } from './handoff-schema';

const MESSAGES = { fieldRequired: 'required', vehicleRequired: 'vehicle', plateInvalid: 'plate', tableInvalid: 'table', tooLong: 'too long' };
const errorsOf = async (handoffId: number, values: object) =>
  Object.values(validateValues(handoffSchema(handoffId, MESSAGES), { ...EMPTY_HANDOFF_VALUES, ...values }));

describe('handoffSchema', () => {
  it('asks a curbside diner for a typed vehicle\'s make, model and colour, and checks the plate', async () => {
    expect(await errorsOf(4, {})).toEqual(['required', 'required', 'required']);
    expect(await errorsOf(4, { make: 'Ford', model: 'F-150', colour: 'Red', plate: 'ABC 123' })).toEqual([]);
    expect(await errorsOf(4, { make: 'Ford', model: 'F-150', colour: 'Red', plate: 'ABC#1' })).toEqual(['plate']);
    expect(await errorsOf(4, { make: 'x'.repeat(41), model: 'F-150', colour: 'Red' })).toHaveLength(1);
    expect(await errorsOf(4, { vehicleChoice: '12' })).toEqual([]);
    expect(await errorsOf(4, { vehicleChoice: '' })).toEqual(['vehicle']);
  });

  it('needs nothing of other handoffs, and checks an optional table number', async () => {
    expect(await errorsOf(2, {})).toEqual([]);
    expect(await errorsOf(1, { tableNumber: '' })).toEqual([]);
    expect(await errorsOf(1, { tableNumber: '12' })).toEqual([]);
    for (const tableNumber of ['0', '1000', '2.5', 'twelve']) expect(await errorsOf(1, { tableNumber })).toEqual(['table']);
  });
});

describe('toHandoffUpdate', () => {
  it('sends a saved vehicle by id, a typed one trimmed, and a table number', () => {
    expect(toHandoffUpdate({ ...EMPTY_HANDOFF_VALUES, vehicleChoice: '7' }, 4)).toEqual({ vehicle: { vehicleId: 7 } });
    expect(toHandoffUpdate({ ...EMPTY_HANDOFF_VALUES, make: ' Ford ', model: 'F-150', colour: 'Red', saveVehicle: true }, 4)).toEqual({
      vehicle: { make: 'Ford', model: 'F-150', colour: 'Red', plate: null, save: true },
    });
    expect(toHandoffUpdate({ ...EMPTY_HANDOFF_VALUES, tableNumber: ' 12 ' }, 1)).toEqual({ tableNumber: 12 });
    expect(toHandoffUpdate({ ...EMPTY_HANDOFF_VALUES, tableNumber: '' }, 1)).toEqual({ tableNumber: null });
    expect(toHandoffUpdate({ ...EMPTY_HANDOFF_VALUES, make: 'Ford' }, 2)).toEqual({});
  });
});
