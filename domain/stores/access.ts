/**
 * Who does what on the Stores screen: brand admins add stores and change everything of every
 * store of the brand; store managers change how their own stores take orders (handoffs, lead
 * times, slot capacity, online ordering on or off); store staff do not manage stores.
 */
import type { StaffRole } from '@/domain/wire/staff';

export function managesStores(role: StaffRole): boolean {
  return role === 'brand_admin' || role === 'store_manager';
}

export function changesStoreDetails(role: StaffRole): boolean {
  return role === 'brand_admin';
}
