import { toQuoteView } from './quote-view';
import { WIRE_ESTIMATE, wireQuote } from './testing/wire-quote';

describe('toQuoteView', () => {
  it('keeps what the page shows, money as strings, and no contact or token', () => {
    const view = toQuoteView(wireQuote({ estimate: WIRE_ESTIMATE, accessToken: 'secret' }));
    expect(view).toMatchObject({
      number: 5042,
      store: { title: 'Austin Downtown', phone: '(512) 555-0100', timeZone: 'America/Chicago' },
      currency: 'USD',
      deliveryAddressLine: null,
      estimate: { total: '219.75', deposit: '54.94', balance: '164.81', fees: [{ title: 'Delivery', amount: '25.00' }] },
    });
    expect(JSON.stringify(view)).not.toContain('secret');
    expect(JSON.stringify(view)).not.toContain('ada@example.com');
  });

  it.each([
    [{ address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }, '1 Main St, Austin, TX, 78701'],
    [{ address: '2 Rue King', city: 'Toronto', state: null, zip: 'M5V 1J2' }, '2 Rue King, Toronto, M5V 1J2'],
  ])('writes the delivery address on one line: %j', (deliveryAddress, line) => {
    expect(toQuoteView(wireQuote({ handoff: 'delivery', deliveryAddress })).deliveryAddressLine).toBe(line);
  });
});
