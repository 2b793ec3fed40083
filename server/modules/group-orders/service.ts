/**
 * Group-order use cases. The group's lines are its order's lines, added through the orders
 * module's own door (lockMutableOrder, addLine, saveTotals), so prices, options and totals are
 * the cart's. Every write takes the group row's lock first, then the order row's: a guest's add
 * and the host's lock are ordered, so an add either commits before the lock or is refused, and
 * never half-lands. The deadline is judged at the real time (like every expiry); the items'
 * availability at the request's clock, as the cart does.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GROUP_ORDER_LIMITS, cleanGuestName, parsePerPersonLimit, perPersonLimitRange, takesItems, withinLimit } from '@/domain/group-orders/rules';
import { currencyDecimals } from '@/domain/money-format';
import type { Currency, LocaleTag } from '@/domain/markets';
import { HANDOFF, handoffIdOf } from '@/domain/ordering';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { WireCreateGroupOrder, WireGroupCreated, WireGroupGuestView, WireGroupHostView, WireGroupJoined } from '@/domain/wire/group-orders';
import type { WireAddItem } from '@/domain/wire/orders';
import type { Database } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { storeOf, type LocationScope, type StoreRow } from '@/server/modules/locations';
import {
  addLine,
  createOrderService,
  findOrder,
  lockMutableOrder,
  mayAccess,
  priceStoredOrder,
  removeLine,
  saveTotals,
  type OrderCaller,
  type OrderLifecycle,
  type OrderRow,
  type PricedOrder,
} from '@/server/modules/orders';
import { groupRefusal } from './errors';
import { guestSubtotal, presentGuestView, presentHostView, type GroupState } from './presenter';
import { countGuests, findGroup, findGuest, guestsOf, insertGroup, insertGroupLine, insertGuest, lineOwners, lockGroup, setLocked, type GroupRow, type GuestRow } from './repository';

function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

const notFound = () => groupRefusal(404, 'notFound');
const guestNotFound = () => groupRefusal(404, 'guestNotFound');

export type GroupOrderServiceDeps = {
  db: Database;
  /** The request's clock: items' availability, as in the cart. */
  clock: () => Date;
  /** The real time: the deadline and the lock. */
  realNow: () => Date;
  lifecycle: Pick<OrderLifecycle, 'publish'>;
};

export function createGroupOrderService({ db, clock, realNow, lifecycle }: GroupOrderServiceDeps) {
  const orders = createOrderService({ db, clock, lifecycle });

  async function stateOf(executor: Database, group: GroupRow, priced?: PricedOrder): Promise<GroupState> {
    const order = priced?.order ?? (await findOrder(executor, group.orderId));
    if (!order) throw notFound();
    return {
      group,
      guests: await guestsOf(executor, group.id),
      owners: await lineOwners(executor, group.orderId),
      priced: priced ?? (await priceStoredOrder(executor, order, await storeOf(executor, order.locationId))),
      now: realNow(),
    };
  }

  async function groupOf(executor: Database, shareToken: string): Promise<GroupRow> {
    const group = await findGroup(executor, hashSecret(shareToken));
    if (!group) throw notFound();
    return group;
  }

  /** The group's order when the caller holds it (its token or its signed-in owner); the link's 404 otherwise. */
  async function hostOrder(executor: Database, group: GroupRow, caller: OrderCaller): Promise<OrderRow> {
    const order = await findOrder(executor, group.orderId);
    if (!order || !mayAccess(order, caller)) throw notFound();
    return order;
  }

  /** A guest's change: group locked, guest found, group open, order locked and open; repriced after. */
  async function guestChange(
    shareToken: string,
    secret: string | undefined,
    apply: (tx: Database, order: OrderRow, store: StoreRow, guest: GuestRow, group: GroupRow) => Promise<void>,
  ): Promise<{ state: GroupState; guest: GuestRow }> {
    return db.transaction(async (tx) => {
      const group = await lockGroup(tx, hashSecret(shareToken));
      if (!group) throw notFound();
      const guest = secret ? await findGuest(tx, group.id, hashSecret(secret)) : undefined;
      if (!guest) throw guestNotFound();
      if (!takesItems(group, realNow())) throw groupRefusal(409, 'locked');
      const order = await findOrder(tx, group.orderId);
      if (!order || order.statusId !== ORDER_STATUS.open) throw groupRefusal(409, 'locked');
      // The guest proved their place in the group; the order's own checks (paid, payment in flight) still hold.
      const locked = await lockMutableOrder(tx, group.orderId, () => {});
      const store = await storeOf(tx, locked.locationId);
      await apply(tx, locked, store, guest, group);
      const priced = await saveTotals(tx, locked, store, clock());
      return { state: await stateOf(tx, group, priced), guest };
    });
  }

  return {
    async create(scope: LocationScope, input: WireCreateGroupOrder, customerId: number | null, locale: LocaleTag) {
      const hostName = cleanGuestName(input.hostName);
      if (!hostName) throw groupRefusal(400, 'nameRequired');
      if (handoffIdOf(input.handoff) === HANDOFF.delivery) throw groupRefusal(422, 'deliveryNotOffered');
      const draft = await orders.prepareCreate(scope, { locationId: input.locationId, handoff: input.handoff, categoryId: input.categoryId }, customerId);
      const typed = input.perPersonLimit?.trim() ?? '';
      const decimals = currencyDecimals(draft.store.currency.toUpperCase() as Currency);
      const limit = typed === '' ? null : parsePerPersonLimit(typed, decimals);
      if (typed !== '' && limit === null) throw groupRefusal(400, 'limitInvalid', perPersonLimitRange(decimals));
      return async (tx: Database): Promise<WireGroupCreated> => {
        const order = await orders.insertCreated(tx, draft, locale);
        const share = newSecret();
        const host = newSecret();
        const group = await insertGroup(tx, {
          orderId: order.id,
          shareTokenHash: share.hash,
          deadline: new Date(realNow().getTime() + input.deadlineMinutes * 60_000),
          perPersonLimit: limit,
        });
        await insertGuest(tx, { groupId: group.id, name: hostName, secretHash: host.hash, isHost: true });
        const state = await stateOf(tx, group);
        return { orderId: order.id, accessToken: order.accessToken!, shareToken: share.secret, guestSecret: host.secret, group: presentHostView(state, locale) };
      };
    },

    /** The group as a guest sees it; with a secret that is not this group's guest's, 404 (the storefront then asks the name again). */
    async guestView(shareToken: string, secret: string | undefined, locale: LocaleTag): Promise<WireGroupGuestView> {
      const group = await groupOf(db, shareToken);
      const guest = secret ? await findGuest(db, group.id, hashSecret(secret)) : null;
      if (secret && !guest) throw guestNotFound();
      return presentGuestView(await stateOf(db, group), guest ?? null, locale);
    },

    async join(shareToken: string, name: string, locale: LocaleTag): Promise<WireGroupJoined> {
      const clean = cleanGuestName(name);
      if (!clean) throw groupRefusal(400, 'nameRequired');
      return db.transaction(async (tx) => {
        const group = await lockGroup(tx, hashSecret(shareToken));
        if (!group) throw notFound();
        if (!takesItems(group, realNow())) throw groupRefusal(409, 'locked');
        if ((await countGuests(tx, group.id)) >= GROUP_ORDER_LIMITS.guests.max) throw groupRefusal(409, 'full', { max: GROUP_ORDER_LIMITS.guests.max });
        const { secret, hash } = newSecret();
        const guest = await insertGuest(tx, { groupId: group.id, name: clean, secretHash: hash });
        return { guestSecret: secret, group: presentGuestView(await stateOf(tx, group), guest, locale) };
      });
    },

    /** Adds a line under the guest's name; refused (nothing added) when it takes the guest past the per-person limit. */
    async addItem(shareToken: string, secret: string | undefined, input: WireAddItem, locale: LocaleTag): Promise<WireGroupGuestView> {
      const { state, guest } = await guestChange(shareToken, secret, async (tx, order, store, owner, group) => {
        const lineId = await addLine(tx, order, store, input, clock(), owner.name);
        await insertGroupLine(tx, lineId, owner.id);
        if (group.perPersonLimit === null) return;
        const priced = await priceStoredOrder(tx, order, store);
        const subtotal = guestSubtotal({ group, guests: [owner], owners: await lineOwners(tx, order.id), priced, now: realNow() }, owner, locale);
        if (!withinLimit(subtotal, group.perPersonLimit)) {
          throw groupRefusal(422, 'overLimit', { amount: group.perPersonLimit, currency: order.currency.toUpperCase() });
        }
      });
      return presentGuestView(state, guest, locale);
    },

    /** Removes one of the guest's own lines; another guest's line is the 404 of an unknown one. */
    async removeItem(shareToken: string, secret: string | undefined, orderItemId: number, locale: LocaleTag): Promise<WireGroupGuestView> {
      const { state, guest } = await guestChange(shareToken, secret, async (tx, order, _store, owner) => {
        const owners = await lineOwners(tx, order.id);
        if (owners.get(orderItemId) !== owner.id) throw new NotFoundError(`Order item ${orderItemId} was not found in your lines`);
        await removeLine(tx, order, orderItemId);
      });
      return presentGuestView(state, guest, locale);
    },

    async hostView(shareToken: string, caller: OrderCaller, locale: LocaleTag): Promise<WireGroupHostView> {
      const group = await groupOf(db, shareToken);
      await hostOrder(db, group, caller);
      return presentHostView(await stateOf(db, group), locale);
    },

    /** The host removes any line of the group, before or after locking, until the order is paid. */
    async hostRemoveItem(shareToken: string, caller: OrderCaller, orderItemId: number, locale: LocaleTag): Promise<WireGroupHostView> {
      return db.transaction(async (tx) => {
        const group = await lockGroup(tx, hashSecret(shareToken));
        if (!group) throw notFound();
        await hostOrder(tx, group, caller);
        const order = await lockMutableOrder(tx, group.orderId, () => {});
        const store = await storeOf(tx, order.locationId);
        await removeLine(tx, order, orderItemId);
        const priced = await saveTotals(tx, order, store, clock());
        return presentHostView(await stateOf(tx, group, priced), locale);
      });
    },

    /** Locks the group: from then on guests can add nothing. Locking a locked group changes nothing. */
    async lock(shareToken: string, caller: OrderCaller, locale: LocaleTag): Promise<WireGroupHostView> {
      return db.transaction(async (tx) => {
        const found = await lockGroup(tx, hashSecret(shareToken));
        if (!found) throw notFound();
        await hostOrder(tx, found, caller);
        const group = found.lockedAt ? found : await setLocked(tx, found.id, realNow());
        return presentHostView(await stateOf(tx, group), locale);
      });
    },
  };
}

export type GroupOrderService = ReturnType<typeof createGroupOrderService>;
