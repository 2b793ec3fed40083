/** The profile module's services, built once per app from the database, the clock and the card-token reader. */
import type { Database } from '@/server/db/client';
import { createOrderService } from '@/server/modules/orders';
import { createAddressService } from './addresses';
import type { CardTokenReader } from '@/server/modules/payments';
import { createFavoriteService } from './favorites';
import { createMyOrdersService } from './my-orders';
import { createNotificationService } from './notifications';
import { createProfileService } from './profile';
import { createReorderService } from './reorder';
import { createSavedCardService } from './saved-cards';
import { createVehicleService } from './vehicles';

export type ProfileDeps = { db: Database; readCardToken: CardTokenReader; clock?: () => Date };

export function createProfileServices({ db, readCardToken, clock = () => new Date() }: ProfileDeps) {
  const orderService = createOrderService({ db, clock });
  return {
    profile: createProfileService(db, clock),
    addresses: createAddressService(db, clock),
    vehicles: createVehicleService(db, clock),
    cards: createSavedCardService(db, readCardToken, clock),
    favorites: createFavoriteService(db, clock),
    notifications: createNotificationService(db, clock),
    myOrders: createMyOrdersService(db, orderService),
    reorder: createReorderService(db, orderService),
  };
}

export type ProfileServices = ReturnType<typeof createProfileServices>;
