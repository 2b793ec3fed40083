/**
 * The roles that see, release and cancel held orders (./review-holds.ts). A file of its own: the
 * staff console's header shows the held orders' section by it on every console page, without the
 * hold rules and their amount comparison.
 */
import type { StaffRole } from '@/domain/wire/staff';

export const REVIEWING_ROLES: readonly StaffRole[] = ['store_manager', 'brand_admin'];
