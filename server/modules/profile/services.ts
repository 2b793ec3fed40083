/** The profile module's services, built once per app from the database, the clock and the card vault. */
import type { Database } from '@/server/db/client';
import { createOrderService, type OrderLifecycle } from '@/server/modules/orders';
import { createAddressService } from './addresses';
import type { CardVault } from '@/server/modules/payments';
import { createFavoriteService } from './favorites';
import { createMyOrdersService } from './my-orders';
import { createNotificationService } from './notifications';
import { createProfileService } from './profile';
import { createReorderService } from './reorder';
import { createSavedCardService } from './saved-cards';
import { createVehicleService } from './vehicles';

/** `lifecycle`: the app's order lifecycle, which a reorder's new order is published `placed` through. */
export type ProfileDeps = { db: Database; cardVault: CardVault; lifecycle: OrderLifecycle; clock?: () => Date };

export function createProfileServices({ db, cardVault, lifecycle, clock = () => new Date() }: ProfileDeps) {
  const orderService = createOrderService({ db, clock, lifecycle });
  return {
    profile: createProfileService(db, clock),
    addresses: createAddressService(db, clock),
    vehicles: createVehicleService(db, clock),
    cards: createSavedCardService(db, cardVault, clock),
    favorites: createFavoriteService(db, clock),
    notifications: createNotificationService(db, clock),
    myOrders: createMyOrdersService(db, orderService),
    reorder: createReorderService(db, orderService),
  };
}

export type ProfileServices = ReturnType<typeof createProfileServices>;
