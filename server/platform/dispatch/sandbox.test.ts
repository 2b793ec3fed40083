import { Decimal } from '@/domain/money';
import type { DeliveryRequest } from './courier';
import { createSandboxDispatcher, readSandboxRef } from './sandbox';

const start = new Date('2026-11-30T18:00:00Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

const request = (over: Partial<DeliveryRequest['dropoff']> = {}): DeliveryRequest => ({
  externalId: 'hk-7-1',
  pickup: { businessName: "Whitlock's Barbecue Pit", address: '900 Congress Ave, Austin, TX 78701', phone: '+15125550100' },
  dropoff: { givenName: 'Ana', familyName: 'Reyes', address: '15 Main St, Austin, TX 78701', phone: '+15125550177', instructions: '', ...over },
  orderValue: new Decimal('42.50'),
  currency: 'usd',
});

describe('createSandboxDispatcher', () => {
  const sandbox = (now = start) => createSandboxDispatcher({ now: () => now, trackingBase: 'http://localhost:4000/online-ordering/dev/courier' });

  it('quotes its fee, with pickup and drop-off times, valid 5 minutes from the clock it is given', async () => {
    const quote = await sandbox().quote(request());
    expect(quote).toEqual({ externalId: 'hk-7-1', fee: new Decimal('6.49'), currency: 'USD', pickupAt: minutes(12), dropoffAt: minutes(30), expiresAt: minutes(5) });
  });

  it('moves a booked delivery from assigned through picked up to dropped off as the clock passes', async () => {
    const booked = await sandbox().create(request(), null);
    expect(booked).toMatchObject({ stage: 'assigned', trackingUrl: `http://localhost:4000/online-ordering/dev/courier/${booked.providerRef}` });
    const stored = { externalId: booked.externalId, providerRef: booked.providerRef, bookedAt: start };
    expect((await sandbox().status(stored, minutes(11))).stage).toBe('assigned');
    expect((await sandbox().status(stored, minutes(12))).stage).toBe('picked_up');
    expect((await sandbox().status(stored, minutes(30))).stage).toBe('dropped_off');
    expect((await sandbox(minutes(40)).cancel(stored)).stage).toBe('dropped_off');
    expect((await sandbox(minutes(3)).cancel(stored)).stage).toBe('cancelled');
  });

  it('refuses an unreachable address, and books a courier who cancels when told to', async () => {
    await expect(sandbox().quote(request({ address: '1 Nowhere Rd' }))).rejects.toEqual(expect.objectContaining({ reason: 'refused' }));
    const booked = await sandbox().create(request({ instructions: 'Sandbox: courier cancels' }), null);
    expect(readSandboxRef(booked.providerRef)).toEqual({ cancels: true });
    expect((await sandbox().status({ externalId: 'hk-7-1', providerRef: booked.providerRef, bookedAt: start }, minutes(12))).stage).toBe('cancelled');
  });

  it('knows no delivery it did not book, and verifies no webhook', async () => {
    await expect(sandbox().status({ externalId: 'hk-x', providerRef: '1343593', bookedAt: start }, start)).rejects.toEqual(expect.objectContaining({ reason: 'not_found' }));
    expect(sandbox().readWebhook({ authorization: 'Basic x', body: {} })).toEqual({ ok: false, problem: 'unverified' });
  });
});
