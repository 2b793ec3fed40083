/** The store finder's front door: the finder service the order service uses to place an order's store. Everything else in the module is private to it. */
export { favoriteIdsOf } from './repository';
export { storeFinderServiceFor, type StoreFinderService } from './service';
