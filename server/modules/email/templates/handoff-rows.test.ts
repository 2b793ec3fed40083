import { handoffDetailRows } from './handoff-rows';

const base = { vehicle: null, tableNumber: null, arrivedAt: null, instructions: null };

describe('handoffDetailRows', () => {
  it('tells a curbside diner their vehicle, where to park and to press I\'m here', () => {
    const rows = handoffDetailRows(
      { ...base, handoff: 'curbside', vehicle: { vehicleId: 3, make: 'Ford', model: 'F-150', colour: 'Red', plate: 'ABC 123' }, instructions: 'Spaces 1 to 4.' },
      'en',
      '100234',
    );
    expect(rows).toEqual([
      { label: 'How you get it', value: 'Curbside pickup' },
      { label: 'Your vehicle', value: 'Red Ford F-150 (ABC 123)' },
      { label: 'Where to park', value: 'Spaces 1 to 4.' },
      { label: 'Curbside pickup', value: 'When you are parked, open your order and press "I\'m here": we bring it out to you.' },
    ]);
  });

  it('gives the drive-thru order number and the dine-in table, in the order\'s language', () => {
    expect(handoffDetailRows({ ...base, handoff: 'drive-through' }, 'fr', '100235')).toContainEqual({
      label: 'Service au volant',
      value: 'Au comptoir du service au volant, donnez votre numéro de commande 100235.',
    });
    expect(handoffDetailRows({ ...base, handoff: 'dine-in', tableNumber: 12 }, 'ja', '1')).toContainEqual({ label: 'テーブル', value: '12' });
  });

  it('adds nothing for pickup, delivery or an order without details', () => {
    expect(handoffDetailRows({ ...base, handoff: 'pickup' }, 'en', '1')).toEqual([]);
    expect(handoffDetailRows(null, 'en', '1')).toEqual([]);
  });
});
