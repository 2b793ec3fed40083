/**
 * Test fixtures for the order suites: an orderable store with an everyday menu (two items, one
 * with required and optional option groups), open around the clock unless told otherwise, and
 * helpers that drive the order routes like the storefront does.
 */
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';
import {
  buildHours,
  buildItem,
  buildLocation,
  buildMenu,
  buildOptionGroup,
  buildSection,
  type LocationPlace,
} from '@/server/test/factories';

type LocationFields = Parameters<typeof buildLocation>[1];

/** Every weekday 00:00–00:00: open 24 hours, so slots exist whenever the test runs. */
export const AROUND_THE_CLOCK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, active: true, opened: '00:00:00', closed: '00:00:00' }));

type HoursRows = Parameters<typeof buildHours>[2];

export async function buildOrderableStore(db: Database, overrides: LocationFields & LocationPlace = {}, hours: HoursRows = AROUND_THE_CLOCK) {
  const location = await buildLocation(db, overrides);
  if (hours.length > 0) await buildHours(db, location.id, hours);
  const menu = await buildMenu(db, { categoryId: 1, locationIds: [location.id] });
  const section = await buildSection(db, menu.id);
  const brisket = await buildItem(db, { title: 'Brisket Plate', sectionId: section.id, prices: { [location.id]: '15.99' } });
  const sides = await buildOptionGroup(db, brisket.id, {
    title: 'Choose 2 sides',
    minChoices: 2,
    maxChoices: 2,
    options: [{ title: 'Slaw' }, { title: 'Beans' }, { title: 'Mac & Cheese', priceDelta: '1.50' }],
  });
  const sauce = await buildOptionGroup(db, brisket.id, {
    title: 'Sauce',
    minChoices: 0,
    maxChoices: 1,
    options: [{ title: 'Original' }, { title: 'Spicy', priceDelta: '0.25' }],
  });
  const tea = await buildItem(db, { title: 'Sweet Tea', sectionId: section.id, prices: { [location.id]: '2.49' } });
  return { location, menu, section, brisket, sides, sauce, tea };
}

export type OrderableStore = Awaited<ReturnType<typeof buildOrderableStore>>;

/** Two sides (slaw, beans): a valid choice for the brisket plate. */
export const twoSides = (store: OrderableStore) => [store.sides.options[0]!.id, store.sides.options[1]!.id];

export function orderClient(app: App, headers: Record<string, string> = {}) {
  const url = (path: string) => `/online-ordering${path}`;
  return {
    create: (body: object, extra: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: url('/orders'), payload: body, headers: { ...headers, ...extra } }),
    get: (id: string, token: string | undefined, extra: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: url(`/orders/${id}`), headers: { ...headers, ...tokenHeader(token), ...extra } }),
    update: (id: string, token: string | undefined, body: object) =>
      app.inject({ method: 'PUT', url: url(`/orders/${id}`), payload: body, headers: { ...headers, ...tokenHeader(token) } }),
    addItem: (id: string, token: string | undefined, body: object) =>
      app.inject({ method: 'POST', url: url(`/orders/${id}/order-items`), payload: body, headers: { ...headers, ...tokenHeader(token) } }),
    changeItem: (id: string, token: string | undefined, lineId: number | string, body: object) =>
      app.inject({ method: 'PUT', url: url(`/orders/${id}/order-items/${lineId}`), payload: body, headers: { ...headers, ...tokenHeader(token) } }),
    removeItem: (id: string, token: string | undefined, lineId: number | string) =>
      app.inject({ method: 'DELETE', url: url(`/orders/${id}/order-items/${lineId}`), headers: { ...headers, ...tokenHeader(token) } }),
    timeslots: (id: string, token: string | undefined) =>
      app.inject({ method: 'GET', url: url(`/timeslots/${id}`), headers: { ...headers, ...tokenHeader(token) } }),
  };
}

function tokenHeader(token: string | undefined): Record<string, string> {
  return token === undefined ? {} : { 'x-order-token': token };
}

/** Sets per-category settings (radius, cart limits) of a store. */
export async function setCategorySettings(db: Database, row: typeof t.locationCategorySettings.$inferInsert) {
  await db.insert(t.locationCategorySettings).values(row).onConflictDoUpdate({
    target: [t.locationCategorySettings.locationId, t.locationCategorySettings.categoryId],
    set: row,
  });
}

type TimeslotsAnswer = { days: { date: string; slots: { start: string }[] }[] };

/** The start of the `index`-th slot of the first day that has one: late in the day, today may have too few left. */
export function nthSlot(answer: TimeslotsAnswer, index: number): string {
  const day = answer.days.find((candidate) => candidate.slots.length > index);
  if (!day) throw new Error(`no day offers ${index + 1} slots`);
  return day.slots[index]!.start;
}
