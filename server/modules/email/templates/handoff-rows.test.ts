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

  it.each([
    ['es', 'Recoger en auto', 'Ford F-150 Rojo (ABC 123)', 'Dónde estacionarte', 'Ya llegué', 'Autoservicio', 'En la ventanilla del autoservicio, da tu número de pedido: 100235.', 'Mesa'],
    ['pt', 'Retirada no carro', 'Ford F-150 Vermelho (ABC 123)', 'Onde estacionar', 'Cheguei', 'Drive-thru', 'Na janela do drive-thru, informe o número do seu pedido: 100235.', 'Mesa'],
  ] as const)('writes the handoff rows in %s, in the catalogue\'s words', (language, curbside, vehicle, park, arrived, driveThru, window, table) => {
    const colour = language === 'es' ? 'Rojo' : 'Vermelho';
    const rows = handoffDetailRows(
      { ...base, handoff: 'curbside', vehicle: { vehicleId: 3, make: 'Ford', model: 'F-150', colour, plate: 'ABC 123' }, instructions: 'Cajones 1 a 4.' },
      language,
      '100234',
    );
    expect(rows.slice(0, 3)).toEqual([
      { label: language === 'es' ? 'Cómo lo recibes' : 'Como você recebe', value: curbside },
      { label: language === 'es' ? 'Tu vehículo' : 'Seu veículo', value: vehicle },
      { label: park, value: 'Cajones 1 a 4.' },
    ]);
    expect(rows[3]?.value).toContain(`"${arrived}"`);
    expect(handoffDetailRows({ ...base, handoff: 'drive-through' }, language, '100235')).toContainEqual({ label: driveThru, value: window });
    expect(handoffDetailRows({ ...base, handoff: 'dine-in', tableNumber: 12 }, language, '1')).toContainEqual({ label: table, value: '12' });
  });

  it('adds nothing for pickup, delivery or an order without details', () => {
    expect(handoffDetailRows({ ...base, handoff: 'pickup' }, 'en', '1')).toEqual([]);
    expect(handoffDetailRows(null, 'en', '1')).toEqual([]);
  });
});
