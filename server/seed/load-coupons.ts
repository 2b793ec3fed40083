/**
 * Demo coupons of brand 4: one per discount type, plus a coupon only Canada takes, one with
 * single-use codes (reward kind 4) and an expired one, for the cart journeys and for people
 * trying the demo (listed in the README). Targets are found by the menu's slugs. The free item
 * is once per diner (a free-item coupon always has a per-diner limit).
 * Idempotent: a code already present is left as it is.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { couponCodes, coupons, items, menus, sections } from '@/server/db/schema';
import { MAIN_BRAND_ID } from './data/brands';
import type { SeedDb } from './types';

type Target = { items?: string[]; sections?: string[] };

export type DemoCoupon = {
  code: string;
  title: string;
  typeId: number;
  value: string;
  target?: Target;
  handoffIds?: number[];
  minimumAmount?: string;
  countryCode?: 'US' | 'CA';
  validTo?: Date;
  perCustomerLimit?: number;
  singleUseCodes?: string[];
};

/** Listed in the README's demo section. Sections are everyday-menu sections. */
export const DEMO_COUPONS: readonly DemoCoupon[] = [
  { code: 'SAVE5', title: '$5 off orders of $25 or more', typeId: 1, value: '5.00', minimumAmount: '25.00' },
  { code: 'SMOKE10', title: '10% off your order', typeId: 2, value: '10.00' },
  { code: 'BRISKET3', title: '$3 off Chopped Brisket Sandwiches', typeId: 3, value: '3.00', target: { items: ['chopped-brisket-sandwich'] } },
  { code: 'PORK20', title: '20% off Pulled Pork Sandwiches', typeId: 4, value: '20.00', target: { items: ['pulled-pork-sandwich'] } },
  { code: 'SWEET2', title: '$2 off desserts', typeId: 5, value: '2.00', target: { sections: ['desserts'] } },
  { code: 'PLATES15', title: '15% off plates', typeId: 6, value: '15.00', target: { sections: ['plates'] } },
  { code: 'PICKUP4', title: '$4 off carryout', typeId: 7, value: '4.00', handoffIds: [2] },
  { code: 'DELIVERY10', title: '10% off delivery orders', typeId: 8, value: '10.00', handoffIds: [3] },
  { code: 'FREEPUDDING', title: 'A free Banana Pudding', typeId: 9, value: '0.00', target: { items: ['banana-pudding'] }, perCustomerLimit: 1 },
  { code: 'CANADA5', title: '$5 off in Canada', typeId: 1, value: '5.00', countryCode: 'CA' },
  { code: 'WELCOME', title: '$7 off, one code per guest', typeId: 1, value: '7.00', singleUseCodes: ['WELCOME-0001', 'WELCOME-0002', 'WELCOME-0003', 'WELCOME-0004', 'WELCOME-0005'] },
  { code: 'SUMMER24', title: 'Summer 2024: 20% off', typeId: 2, value: '20.00', validTo: new Date('2024-09-01T00:00:00Z') },
];

async function idsOf(tx: SeedDb, target: Target | undefined) {
  const itemSlugs = target?.items ?? [];
  const sectionSlugs = target?.sections ?? [];
  const itemRows = itemSlugs.length
    ? await tx.select({ id: items.id }).from(items).where(and(eq(items.brandId, MAIN_BRAND_ID), inArray(items.slug, itemSlugs)))
    : [];
  const sectionRows = sectionSlugs.length
    ? await tx
        .select({ id: sections.id })
        .from(sections)
        .innerJoin(menus, eq(menus.id, sections.menuId))
        .where(and(eq(menus.brandId, MAIN_BRAND_ID), eq(menus.slug, 'everyday'), inArray(sections.slug, sectionSlugs)))
    : [];
  if (itemRows.length !== itemSlugs.length || sectionRows.length !== sectionSlugs.length) {
    throw new Error(`A demo coupon names a menu item or section that is not seeded: ${[...itemSlugs, ...sectionSlugs].join(', ')}`);
  }
  return { itemIds: itemRows.map((row) => row.id), subcategoryIds: sectionRows.map((row) => row.id) };
}

export async function loadCoupons(tx: SeedDb, demo: readonly DemoCoupon[] = DEMO_COUPONS): Promise<void> {
  for (const coupon of demo) {
    const targets = await idsOf(tx, coupon.target);
    const [inserted] = await tx
      .insert(coupons)
      .values({
        brandId: MAIN_BRAND_ID,
        countryCode: coupon.countryCode ?? null,
        code: coupon.code,
        title: coupon.title,
        serialized: Boolean(coupon.singleUseCodes),
        typeId: coupon.typeId,
        value: coupon.value,
        ...targets,
        handoffIds: coupon.handoffIds ?? [],
        minimumAmount: coupon.minimumAmount ?? null,
        validTo: coupon.validTo ?? null,
        perCustomerLimit: coupon.perCustomerLimit ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    if (!inserted || !coupon.singleUseCodes) continue;
    await tx
      .insert(couponCodes)
      .values(coupon.singleUseCodes.map((code) => ({ couponId: inserted.id, brandId: MAIN_BRAND_ID, code })))
      .onConflictDoNothing();
  }
}
