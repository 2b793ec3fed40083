import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, orderClient, twoSides, type OrderableStore } from '@/server/modules/orders/test-store';
import { groupClient } from './test-client';

describe.each(testDatabases())('group orders on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let groups: ReturnType<typeof groupClient>;
  let orders: ReturnType<typeof orderClient>;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db);
    groups = groupClient(context.app);
    orders = orderClient(context.app);
  });
  afterAll(() => context.close());

  const startGroup = async (body: object = {}) => {
    const response = await groups.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1, deadlineMinutes: 60, hostName: 'Maya', ...body });
    expect(response.statusCode).toBe(201);
    return response.json() as { orderId: string; accessToken: string; shareToken: string; guestSecret: string; group: { hostName: string; status: string } };
  };
  const joinAs = async (share: string, name: string) => {
    const response = await groups.join(share, name);
    expect(response.statusCode).toBe(201);
    return response.json().guestSecret as string;
  };
  const tea = (quantity = 1) => ({ itemId: store.tea.id, quantity, optionIds: [] });

  it('lets a host start a group and guests add their own items under their names', async () => {
    const created = await startGroup({ perPersonLimit: '25' });
    expect(created.group).toMatchObject({ hostName: 'Maya', status: 'open', perPersonLimit: '25.00', currency: 'USD' });
    const ana = await joinAs(created.shareToken, '  Ana  ');
    const ben = await joinAs(created.shareToken, 'Ben');
    const added = await groups.add(created.shareToken, ana, { itemId: store.brisket.id, quantity: 1, optionIds: twoSides(store) });
    expect(added.statusCode).toBe(201);
    expect(added.json().guest).toMatchObject({ name: 'Ana', subtotal: '15.99' });
    await groups.add(created.shareToken, ben, tea(2));

    // Each guest sees only their own lines.
    const anaView = (await groups.view(created.shareToken, ana)).json();
    expect(anaView.guest.lines.map((line: { title: string }) => line.title)).toEqual(['Brisket Plate']);
    const benView = (await groups.view(created.shareToken, ben)).json();
    expect(benView.guest.lines).toHaveLength(1);
    expect(benView.guest.lines[0]).toMatchObject({ title: 'Sweet Tea', quantity: 2, label: 'Ben' });
    expect(benView).not.toHaveProperty('guests');

    // The host sees everyone, with subtotals; the order's lines carry the names.
    const host = (await groups.hostView(created.shareToken, created.accessToken)).json();
    expect(host.guests.map((guest: { name: string; subtotal: string }) => [guest.name, guest.subtotal])).toEqual([
      ['Maya', '0.00'],
      ['Ana', '15.99'],
      ['Ben', '4.98'],
    ]);
    expect(host.subtotal).toBe('20.97');
    const order = (await orders.get(created.orderId, created.accessToken)).json();
    expect(order.lines.map((line: { label?: string }) => line.label)).toEqual(['Ana', 'Ben']);
  });

  it('refuses an item that takes a guest past the per-person limit, and adds nothing', async () => {
    const created = await startGroup({ perPersonLimit: '17.00' });
    const ana = await joinAs(created.shareToken, 'Ana');
    expect((await groups.add(created.shareToken, ana, { itemId: store.brisket.id, quantity: 1, optionIds: twoSides(store) })).statusCode).toBe(201);
    const refused = await groups.add(created.shareToken, ana, tea());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'group_order_over_limit', params: { amount: '17.00', currency: 'USD' } });
    expect(refused.json().message).toBe('Each person may spend up to 17.00 in this group order: remove an item or choose a smaller one');
    expect((await groups.view(created.shareToken, ana)).json().guest.lines).toHaveLength(1);
    // Another guest has their own allowance.
    const ben = await joinAs(created.shareToken, 'Ben');
    expect((await groups.add(created.shareToken, ben, tea())).statusCode).toBe(201);
  });

  it('refuses additions and newcomers once the host locks, with a coded 409 in words', async () => {
    const created = await startGroup();
    const ana = await joinAs(created.shareToken, 'Ana');
    await groups.add(created.shareToken, ana, tea());
    const locked = await groups.lock(created.shareToken, created.accessToken);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().status).toBe('locked');
    for (const refused of [await groups.add(created.shareToken, ana, tea()), await groups.join(created.shareToken, 'Late Larry'), await groups.remove(created.shareToken, ana, 1)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'group_order_locked', message: 'This group order is locked: the host is checking out, so no more items can be added' });
    }
    expect((await groups.view(created.shareToken, ana)).json()).toMatchObject({ status: 'locked' });
    // Locking again changes nothing.
    expect((await groups.lock(created.shareToken, created.accessToken)).statusCode).toBe(200);
  });

  it('lets a guest remove their own line and the host any line', async () => {
    const created = await startGroup();
    const ana = await joinAs(created.shareToken, 'Ana');
    const first = (await groups.add(created.shareToken, ana, tea())).json().guest.lines[0].id as number;
    const second = (await groups.add(created.shareToken, ana, tea(3))).json().guest.lines[1].id as number;
    const removed = await groups.remove(created.shareToken, ana, first);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().guest.lines.map((line: { id: number }) => line.id)).toEqual([second]);
    await groups.lock(created.shareToken, created.accessToken);
    const trimmed = await groups.hostRemove(created.shareToken, created.accessToken, second);
    expect(trimmed.statusCode).toBe(200);
    expect(trimmed.json()).toMatchObject({ subtotal: '0.00', itemCount: 0 });
  });

  describe('who may see and change what', () => {
    it("keeps one group's guests out of another group and out of each other's lines", async () => {
      const first = await startGroup();
      const second = await startGroup();
      const ana = await joinAs(first.shareToken, 'Ana');
      const ben = await joinAs(first.shareToken, 'Ben');
      const cleo = await joinAs(second.shareToken, 'Cleo');
      const anaLine = (await groups.add(first.shareToken, ana, tea())).json().guest.lines[0].id as number;

      // Cleo's secret opens nothing in the first group.
      for (const response of [await groups.view(first.shareToken, cleo), await groups.add(first.shareToken, cleo, tea()), await groups.remove(first.shareToken, cleo, anaLine)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('group_order_guest_not_found');
      }
      // Ben cannot remove Ana's line, even within the same group; through the second group it is unknown too.
      expect((await groups.remove(first.shareToken, ben, anaLine)).statusCode).toBe(404);
      expect((await groups.remove(second.shareToken, cleo, anaLine)).statusCode).toBe(404);
      expect((await groups.view(first.shareToken, ana)).json().guest.lines).toHaveLength(1);
      // A guest's secret is no host's token, and one host's token opens no other group.
      expect((await groups.hostView(first.shareToken)).statusCode).toBe(404);
      expect((await groups.hostView(first.shareToken, ana)).statusCode).toBe(404);
      expect((await groups.hostView(first.shareToken, second.accessToken)).statusCode).toBe(404);
      expect((await groups.lock(first.shareToken, second.accessToken)).statusCode).toBe(404);
      expect((await groups.hostRemove(first.shareToken, second.accessToken, anaLine)).statusCode).toBe(404);
      expect((await groups.hostRemove(second.shareToken, second.accessToken, anaLine)).statusCode).toBe(404);
      expect((await groups.view(first.shareToken, ana)).json().guest.lines).toHaveLength(1);
    });

    it('answers an unknown link with 404 and malformed input with coded 400s', async () => {
      const unknown = 'A'.repeat(43);
      expect((await groups.view(unknown)).json()).toMatchObject({ code: 'group_order_not_found' });
      expect((await groups.view('short')).statusCode).toBe(400);
      const created = await startGroup();
      const blank = await groups.join(created.shareToken, '   ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json().code).toBe('group_order_name_required');
      expect((await groups.join(created.shareToken, 'x'.repeat(41))).statusCode).toBe(400);
      expect((await groups.join(created.shareToken, { first: 'Ana' })).statusCode).toBe(400);
      const ana = await joinAs(created.shareToken, 'Ana');
      expect((await groups.add(created.shareToken, ana, { ...tea(), unitPrice: '0.01' })).statusCode).toBe(400);
      expect((await groups.add(created.shareToken, ana, { ...tea(), quantity: 0 })).statusCode).toBe(400);
      expect((await groups.add(created.shareToken, undefined, tea())).json().code).toBe('group_order_guest_not_found');
      const limit = await groups.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1, deadlineMinutes: 60, hostName: 'Maya', perPersonLimit: '12.345' });
      expect(limit.statusCode).toBe(400);
      expect(limit.json()).toMatchObject({ code: 'group_order_limit_invalid' });
      const deadline = await groups.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1, deadlineMinutes: 5, hostName: 'Maya' });
      expect(deadline.statusCode).toBe(400);
      const delivery = await groups.create({ locationId: store.location.id, handoff: 'delivery', categoryId: 1, deadlineMinutes: 60, hostName: 'Maya' });
      expect(delivery.json()).toMatchObject({ code: 'group_order_delivery_not_offered' });
    });
  });

  describe('under concurrency', () => {
    it('never loses nor duplicates a line when guests add while the host locks', async () => {
      const created = await startGroup();
      const secrets = await Promise.all(Array.from({ length: 8 }, (_, index) => joinAs(created.shareToken, `Guest ${index + 1}`)));
      const adds = secrets.flatMap((secret) => [groups.add(created.shareToken, secret, tea()), groups.add(created.shareToken, secret, tea(2))]);
      const [lockResponse, ...responses] = await Promise.all([
        // The lock goes in the middle of the additions.
        new Promise<Awaited<ReturnType<typeof groups.lock>>>((resolve) => setTimeout(() => resolve(groups.lock(created.shareToken, created.accessToken)), 5)),
        ...adds,
      ]);
      expect(lockResponse!.statusCode).toBe(200);
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      const accepted = statuses.filter((status) => status === 201).length;
      const host = (await groups.hostView(created.shareToken, created.accessToken)).json();
      const lines = host.guests.flatMap((guest: { lines: unknown[] }) => guest.lines);
      expect(lines).toHaveLength(accepted);
      expect(new Set(lines.map((line: { id: number }) => line.id)).size).toBe(accepted);
      const order = (await orders.get(created.orderId, created.accessToken)).json();
      expect(order.lines).toHaveLength(accepted);
      // After the lock answered, nothing more gets in.
      expect((await groups.add(created.shareToken, secrets[0], tea())).statusCode).toBe(409);
      expect((await orders.get(created.orderId, created.accessToken)).json().lines).toHaveLength(accepted);
    });

    it('keeps every parallel addition of many guests, with totals that match', async () => {
      const created = await startGroup();
      const secrets = await Promise.all(Array.from({ length: 10 }, (_, index) => joinAs(created.shareToken, `Guest ${index + 1}`)));
      const responses = await Promise.all(secrets.map((secret) => groups.add(created.shareToken, secret, tea())));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      const order = (await orders.get(created.orderId, created.accessToken)).json();
      expect(order.lines).toHaveLength(10);
      expect(order.totals.subtotal).toBe('24.90');
      expect(new Set(order.lines.map((line: { label: string }) => line.label)).size).toBe(10);
    });
  });
});
