/** GET/PUT /my-profile, GET /referrals, delivery addresses and vehicles. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { ProfileServices } from './services';
import { customerIdOf } from './caller';
import * as s from './schema';

const accountRoutes: FastifyPluginAsyncTypebox<{ services: ProfileServices }> = async (app, { services }) => {
  const { profile, addresses, vehicles } = services;

  app.get('/my-profile', { schema: s.getProfileSchema }, async (request) => profile.get(customerIdOf(request)));
  app.put('/my-profile', { schema: s.updateProfileSchema }, async (request) => profile.update(customerIdOf(request), request.body, request.market.country));
  app.get('/referrals', { schema: s.referralsSchema }, async (request) => profile.referrals(customerIdOf(request)));

  app.get('/delivery-addresses', { schema: s.listAddressesSchema }, async (request) => ({ data: await addresses.list(customerIdOf(request)) }));
  app.post('/delivery-addresses', { schema: s.createAddressSchema }, async (request, reply) =>
    reply.status(201).send(await addresses.create(customerIdOf(request), request.body, request.market.country)),
  );
  app.put('/delivery-addresses/:addressId', { schema: s.updateAddressSchema }, async (request) =>
    addresses.update(customerIdOf(request), request.params.addressId, request.body, request.market.country),
  );
  app.delete('/delivery-addresses/:addressId', { schema: s.deleteAddressSchema }, async (request, reply) => {
    await addresses.remove(customerIdOf(request), request.params.addressId);
    return reply.status(204).send(null);
  });
  app.put('/primary-addresses/:id', { schema: s.primaryAddressSchema }, async (request) => ({
    data: await addresses.setPrimary(customerIdOf(request), request.params.id),
  }));

  app.get('/my-vehicles', { schema: s.listVehiclesSchema }, async (request) => ({ data: await vehicles.list(customerIdOf(request)) }));
  app.post('/my-vehicles', { schema: s.createVehicleSchema }, async (request, reply) =>
    reply.status(201).send(await vehicles.create(customerIdOf(request), request.body)),
  );
  app.put('/my-vehicles/:vehicleId', { schema: s.updateVehicleSchema }, async (request) =>
    vehicles.update(customerIdOf(request), request.params.vehicleId, request.body),
  );
  app.delete('/my-vehicles/:vehicleId', { schema: s.deleteVehicleSchema }, async (request, reply) => {
    await vehicles.remove(customerIdOf(request), request.params.vehicleId);
    return reply.status(204).send(null);
  });
};

export default accountRoutes;
