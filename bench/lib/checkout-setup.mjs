/**
 * Before the checkout benchmark: finds the stores that take online orders and, for each, one
 * cart that passes the store's cart rules (an everyday item with the fewest required options,
 * in a quantity that meets the minimums). Each recipe is tried once on an order that is left
 * open without a time, so it holds no slot.
 */
import { expectStatus, listOf } from './json-client.mjs';

const EVERYDAY = 1;

/** The options that satisfy each group's minimum: defaults first, then the listed order. */
function requiredOptions(details) {
  return (details.optionGroups ?? []).flatMap((group) => {
    const ranked = [...group.options].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    return ranked.slice(0, group.minChoices).map((option) => option.id);
  });
}

async function firstItem(api, locationId) {
  const menus = listOf(expectStatus(await api.get(`/locations/${locationId}/menus`), 200, 'menus'));
  const menu = menus.find((entry) => entry.categoryId === EVERYDAY);
  if (!menu) return null;
  const sections = listOf(expectStatus(await api.get(`/locations/${locationId}/menus/${menu.id}/sections`), 200, 'sections'));
  for (const section of sections) {
    const items = listOf(expectStatus(await api.get(`/locations/${locationId}/section-instances/${section.id}/items`), 200, 'items'));
    const item = items.find((entry) => entry.available && !entry.isHoliday);
    if (!item) continue;
    const details = expectStatus(await api.get(`/locations/${locationId}/item-details/${item.id}`), 200, 'item details');
    return { itemId: item.id, sectionId: section.id, quantity: Math.max(1, item.minQuantity), optionIds: requiredOptions(details), unitPrice: item.price };
  }
  return null;
}

/** The quantity that clears the minimum-count and minimum-amount rules the trial order reported. */
function quantityFor(recipe, violations) {
  let quantity = recipe.quantity;
  for (const violation of violations) {
    if (violation.code === 'item-count-too-low' || violation.code === 'item-minimum-quantity') {
      quantity = Math.max(quantity, violation.minimum);
    } else if (violation.code === 'order-amount-too-low') {
      quantity = Math.max(quantity, Math.ceil(Number(violation.minimum) / Number(recipe.unitPrice)) + 1);
    }
  }
  return quantity;
}

async function trialOrder(api, locationId, recipe) {
  const order = expectStatus(await api.post('/orders', { locationId, handoff: 'pickup', categoryId: EVERYDAY }), 201, 'create order');
  const token = { 'x-order-token': order.accessToken };
  const { itemId, quantity, optionIds, sectionId } = recipe;
  return expectStatus(await api.post(`/orders/${order.id}/order-items`, { itemId, quantity, optionIds, sectionId }, token), 201, 'add item');
}

/** A cart recipe for `location`, or null (with the reason) when the store cannot take one. */
async function recipeFor(api, location) {
  const recipe = await firstItem(api, location.id);
  if (!recipe) return { skipped: `${location.slug}: no available everyday item` };
  let order = await trialOrder(api, location.id, recipe);
  if (order.violations.length > 0) {
    recipe.quantity = quantityFor(recipe, order.violations);
    order = await trialOrder(api, location.id, recipe);
  }
  const blocking = order.blockers.filter((blocker) => blocker !== 'guest' && blocker !== 'timeslot');
  if (blocking.length > 0) return { skipped: `${location.slug}: ${order.violations[0]?.message ?? blocking.join(', ')}` };
  return { store: { id: location.id, slug: location.slug, recipe } };
}

/**
 * Up to `count` orderable stores, each with a recipe. Throws when none can take an order,
 * so the section says why instead of reporting zero.
 */
export async function prepareStores(api, count) {
  const all = listOf(expectStatus(await api.get('/all-locations'), 200, 'all locations'));
  const orderable = all.filter((location) => location.onlineOrdering && location.acceptingOrders);
  const stores = [];
  const skipped = [];
  for (const location of orderable) {
    if (stores.length >= count) break;
    const outcome = await recipeFor(api, location);
    if (outcome.store) stores.push(outcome.store);
    else skipped.push(outcome.skipped);
  }
  if (stores.length === 0) throw new Error(`No store took a trial order (${skipped.slice(0, 3).join('; ') || 'none orderable'}).`);
  return { stores, skipped };
}
