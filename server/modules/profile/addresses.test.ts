import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { MAX_VEHICLES } from '@/domain/validation';
import { MAX_ADDRESSES } from './addresses';
import { call, signedInCustomer } from './test-customers';

const HOME = { kindId: 1, address: ' 100 Congress Ave ', city: 'Austin', state: 'TX', zip: '78701' };
const WORK = { kindId: 2, address: '500 W 2nd St', city: 'Austin', state: 'TX', zip: '78701', aptSuitBldg: 'Floor 3' };

describe.each(testDatabases())('delivery addresses and vehicles on %s', (kind) => {
  let context: TestApp;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
  });
  afterAll(() => context.close());

  async function customer() {
    const { token } = await signedInCustomer(context.db);
    return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object) => call(context.app, token, method, path, body);
  }
  const primaryIds = (list: { id: number; primary: boolean }[]) => list.filter((entry) => entry.primary).map((entry) => entry.id);

  describe('addresses', () => {
    it('makes the first address primary, trims it and names its kind', async () => {
      const as = await customer();
      const response = await as('POST', '/delivery-addresses', HOME);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number), kindId: 1, kind: 'home', address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701',
        aptSuitBldg: null, deliveryInstructions: null, primary: true, createdAt: expect.any(String),
      });
      const second = (await as('POST', '/delivery-addresses', WORK)).json();
      expect(second).toMatchObject({ kind: 'work', primary: false, aptSuitBldg: 'Floor 3' });
    });

    it('keeps exactly one primary through set-primary, primary: true and deleting the primary', async () => {
      const as = await customer();
      const home = (await as('POST', '/delivery-addresses', HOME)).json();
      const work = (await as('POST', '/delivery-addresses', WORK)).json();
      const other = (await as('POST', '/delivery-addresses', { ...HOME, kindId: 3, primary: true })).json();
      expect(primaryIds((await as('GET', '/delivery-addresses')).json().data)).toEqual([other.id]);
      const afterSet = (await as('PUT', `/primary-addresses/${work.id}`)).json().data;
      expect(afterSet[0]).toMatchObject({ id: work.id, primary: true });
      expect(primaryIds(afterSet)).toEqual([work.id]);
      expect((await as('DELETE', `/delivery-addresses/${work.id}`)).statusCode).toBe(204);
      expect(primaryIds((await as('GET', '/delivery-addresses')).json().data)).toEqual([home.id]);
    });

    it('makes exactly one primary when a new customer adds several addresses at once', async () => {
      const as = await customer();
      const answers = await Promise.all([HOME, WORK, HOME, WORK].map((body) => as('POST', '/delivery-addresses', body)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      expect(primaryIds((await as('GET', '/delivery-addresses')).json().data)).toHaveLength(1);
    });

    it('updates an address in place', async () => {
      const as = await customer();
      const home = (await as('POST', '/delivery-addresses', HOME)).json();
      const response = await as('PUT', `/delivery-addresses/${home.id}`, { ...HOME, city: 'Round Rock', zip: '78664', state: null });
      expect(response.json()).toMatchObject({ id: home.id, city: 'Round Rock', zip: '78664', state: null, primary: true });
    });

    it.each([
      [{ ...HOME, kindId: 4 }],
      [{ ...HOME, address: '' }],
      [{ ...HOME, zip: 'x'.repeat(17) }],
      [{ kindId: 1, city: 'Austin', zip: '78701' }],
    ])('refuses %j with a 400', async (body) => {
      const as = await customer();
      const response = await as('POST', '/delivery-addresses', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it('refuses a blank (spaces only) city naming the field', async () => {
      const as = await customer();
      const response = await as('POST', '/delivery-addresses', { ...HOME, city: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('"city" is required');
    });

    it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
      const as = await customer();
      for (let n = 0; n < MAX_ADDRESSES; n += 1) expect((await as('POST', '/delivery-addresses', HOME)).statusCode).toBe(201);
      const response = await as('POST', '/delivery-addresses', HOME);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain(`at most ${MAX_ADDRESSES} addresses`);
    });

    it('answers 404 for an unknown address', async () => {
      const as = await customer();
      expect((await as('DELETE', '/delivery-addresses/999999')).json()).toMatchObject({ statusCode: 404, message: 'Address 999999 was not found' });
    });
  });

  describe('vehicles', () => {
    it('adds, lists, changes and deletes a vehicle', async () => {
      const as = await customer();
      const created = await as('POST', '/my-vehicles', { make: ' Ford ', model: 'F-150', colour: 'Red' });
      expect(created.statusCode).toBe(201);
      const vehicle = created.json();
      expect(vehicle).toEqual({ id: expect.any(Number), make: 'Ford', model: 'F-150', colour: 'Red', createdAt: expect.any(String) });
      expect((await as('PUT', `/my-vehicles/${vehicle.id}`, { make: 'Ford', model: 'Bronco', colour: 'Blue' })).json()).toMatchObject({ model: 'Bronco', colour: 'Blue' });
      expect((await as('GET', '/my-vehicles')).json().data).toHaveLength(1);
      expect((await as('DELETE', `/my-vehicles/${vehicle.id}`)).statusCode).toBe(204);
      expect((await as('GET', '/my-vehicles')).json().data).toEqual([]);
      expect((await as('DELETE', `/my-vehicles/${vehicle.id}`)).statusCode).toBe(404);
    });

    it.each([[{ make: 'Ford', model: 'F-150' }], [{ make: '', model: 'x', colour: 'y' }], [{ make: 'x'.repeat(41), model: 'x', colour: 'y' }]])(
      'refuses %j with a 400',
      async (body) => {
        const as = await customer();
        expect((await as('POST', '/my-vehicles', body)).statusCode).toBe(400);
      },
    );

    it(`keeps at most ${MAX_VEHICLES} vehicles`, async () => {
      const as = await customer();
      for (let n = 0; n < MAX_VEHICLES; n += 1) await as('POST', '/my-vehicles', { make: 'Kia', model: 'Soul', colour: 'Green' });
      expect((await as('POST', '/my-vehicles', { make: 'Kia', model: 'Soul', colour: 'Green' })).statusCode).toBe(409);
    });
  });
});
