/**
 * Paid orders of a signed-in diner made quickly through the API, as the storefront's checkout
 * makes them: create at a demo store, two sweet teas (above the brand's minimum for rewards), the
 * first offered time still free for this diner, card payment (the card tokenized by the processor).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { uniquePhone } from './checkout';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
/** The card processor: the card goes there and a token comes back, as from its hosted fields. */
const GATEWAY = process.env.SANDBOX_GATEWAY_URL ?? 'http://localhost:4110';
const STORE = 'dallas-lower-greenville';

/** Where the orders are paid: the store's country and slug, and the card's billing address. Dallas by default. */
export type PayAt = { country: 'US' | 'CA'; store: string; billing: { address: string; city: string; state: string; zip: string } };
const DALLAS: PayAt = { country: 'US', store: STORE, billing: { address: '1 Main St', city: 'Dallas', state: 'TX', zip: '75206' } };

type Json = Record<string, unknown>;

async function ok<T>(answer: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>, status: number | 'success' = 200): Promise<T> {
  const response = await answer;
  if (status === 'success') expect([200, 201], await response.text()).toContain(response.status());
  else expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** The demo store's id, its sweet tea's id and the choices a tea needs (each required group's defaults, else its first options). */
async function storeAndTea(request: APIRequestContext, at: PayAt): Promise<{ locationId: number; itemId: number; optionIds: number[] }> {
  const headers = { 'country-alpha-2': at.country };
  const location = await ok<{ id: number }>(request.get(`${API}/locations/slug/${at.store}`, { headers }));
  const menus = await ok<Array<{ id: number; slug: string }>>(request.get(`${API}/locations/${location.id}/menus`, { headers }));
  const everyday = menus.find((menu) => menu.slug === 'everyday')!;
  const sections = await ok<Array<{ slug: string; items?: Array<{ id: number; slug: string }> }>>(
    request.get(`${API}/locations/${location.id}/menus/${everyday.id}/sections?include=items`, { headers }),
  );
  const tea = sections.flatMap((section) => section.items ?? []).find((item) => item.slug === 'sweet-tea')!;
  type Group = { minChoices: number; options: Array<{ id: number; isDefault: boolean }> };
  const details = await ok<{ optionGroups: Group[] }>(request.get(`${API}/locations/${location.id}/item-details/${tea.id}`, { headers }));
  const optionIds = details.optionGroups.flatMap((group) => {
    const defaults = group.options.filter((option) => option.isDefault);
    return (defaults.length >= group.minChoices ? defaults : group.options.slice(0, group.minChoices)).map((option) => option.id);
  });
  return { locationId: location.id, itemId: tea.id, optionIds };
}

/**
 * Sets the guest and the first offered time that is still free: other journeys order at the same
 * store at the same time, so a slot offered a moment ago may be full now, as a diner would find;
 * and one diner holds at most the brand's cap of orders in a slot, so their next order takes the next time.
 */
async function takeATime(request: APIRequestContext, orderId: string, headers: Record<string, string>, guest: Json, starts: string[]): Promise<void> {
  for (const timeslot of starts.slice(0, 10)) {
    const response = await request.put(`${API}/orders/${orderId}`, { headers, data: { guest, timeslot } });
    if (response.status() === 409 && /slot_full|slot_guest_limit/.test(await response.text())) continue;
    expect(response.status(), await response.text()).toBe(200);
    return;
  }
  throw new Error(`The first ${Math.min(10, starts.length)} offered times were all full`);
}

/** Pays `count` orders as the diner whose bearer token is given, at `at`'s store. */
export async function payOrders(request: APIRequestContext, bearer: string, count: number, at: PayAt = DALLAS): Promise<void> {
  const { locationId, itemId, optionIds } = await storeAndTea(request, at);
  const auth = { authorization: `Bearer ${bearer}`, 'country-alpha-2': at.country };
  for (let index = 0; index < count; index += 1) {
    const order = await ok<{ id: string; accessToken: string }>(request.post(`${API}/orders`, { headers: auth, data: { locationId, handoff: 'pickup', categoryId: 1 } }), 201);
    const headers = { ...auth, 'x-order-token': order.accessToken };
    await ok<Json>(request.post(`${API}/orders/${order.id}/order-items`, { headers, data: { itemId, quantity: 2, optionIds } }), 201);
    const slots = await ok<{ days: Array<{ slots: Array<{ start: string; remaining: number }> }> }>(request.get(`${API}/timeslots/${order.id}`, { headers }));
    const guest = { firstName: 'Ada', lastName: 'Pit', email: `rewards.${Date.now()}@example.com`, phone: uniquePhone() };
    await takeATime(request, order.id, headers, guest, slots.days.flatMap((day) => day.slots).filter((slot) => slot.remaining > 0).map((slot) => slot.start));
    const { token } = await ok<{ token: string }>(request.post(`${GATEWAY}/v1/tokens`, { data: { number: '4242424242424242', expiry: '12/40', cvc: '123' } }));
    const paid = await ok<{ paid: boolean }>(
      request.post(`${API}/payment-management/orders/${order.id}/payment/card`, { headers, data: { token, cardholderName: 'Ada Pit', billing: at.billing } }),
      'success',
    );
    expect(paid.paid).toBe(true);
  }
}

/** The diner's wallet as the API lists it. */
export async function walletOf(request: APIRequestContext, bearer: string, locale = 'en-US'): Promise<Array<{ rewardSourceId: number | null; title: string | null }>> {
  const wallet = await ok<{ data: Array<{ rewardSourceId: number | null; title: string | null }> }>(
    request.get(`${API}/loyalty/my-profile/rewards`, { headers: { authorization: `Bearer ${bearer}`, 'accept-language': locale } }),
  );
  return wallet.data;
}
