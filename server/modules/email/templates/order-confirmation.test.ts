import type { LocaleTag } from '@/domain/markets';
import type { WireOrderConfirmation } from '@/domain/wire/payments';
import { renderOrderConfirmation } from './order-confirmation';

const ORDER: WireOrderConfirmation = {
  id: '7b3f1c2e-0000-4000-8000-000000000001',
  number: '100042',
  statusId: 2,
  status: 'paid',
  statusLabel: 'Paid',
  currency: 'CAD',
  items: [
    { title: 'Brisket <Plate>', quantity: 2, unit: 'each', options: ['Slaw', 'Beans'], specialInstructions: 'No "onions" & extra pickles', lineTotal: '31.98' },
    { title: 'Sweet Tea', quantity: 1, unit: 'each', options: [], specialInstructions: null, lineTotal: '2.49' },
  ],
  totals: {
    subtotal: '34.47',
    discount: '0.00',
    discountedSubtotal: '34.47',
    deliveryFee: '4.99',
    taxes: [
      { code: 'GST', rate: '0.05', amount: '1.97' },
      { code: 'QST', rate: '0.09975', amount: '3.94' },
    ],
    taxTotal: '5.91',
    taxIncluded: false,
    tip: '5.00',
    total: '50.37',
  },
  handoff: 'delivery',
  timeslot: { start: '2026-03-15T22:30:00.000Z', date: '2026-03-15', label: '18:30', asap: false },
  deliveryAddress: { address: '1 Rue Sainte-Catherine', city: 'Montréal', state: 'QC', zip: 'H2X 1K4', aptSuitBldg: 'App. 4', deliveryInstructions: null },
  location: {
    id: 7,
    slug: 'montreal-centre',
    title: 'Montréal Centre',
    phone: '(514) 555-0101',
    address: {
      address: '10 Boulevard Saint-Laurent',
      city: 'Montréal',
      citySlug: 'montreal',
      state: { label: 'QC', name: 'Québec', slug: 'quebec' },
      zip: 'H2Y 1Z1',
      latitude: 45.5,
      longitude: -73.55,
    },
    timeZone: 'America/Toronto',
    countryCode: 'CA',
  },
  guestFirstName: 'Zoé',
  payments: [
    { id: 'p1', method: 'giftcard', paymentTypeId: 4, amount: '15.00', currency: 'CAD', label: 'Gift card •••• 0102', tender: { kind: 'giftcard', last4: '0102' }, createdAt: '' },
    { id: 'p2', method: 'card', paymentTypeId: 2, amount: '35.37', currency: 'CAD', label: 'Visa •••• 4242', tender: { kind: 'card', brand: 'visa', last4: '4242' }, createdAt: '' },
  ],
  paidAt: '2026-03-15T21:00:00.000Z',
};

const input = (locale: LocaleTag, order: WireOrderConfirmation = ORDER) => ({
  order,
  locale,
  orderUrl: 'http://shop.test/ca/fr/order/x/summary',
  brandName: "Whitlock's Barbecue Pit",
});

describe('renderOrderConfirmation', () => {
  it.each([
    ['en-ca', 'Your order 100042 at Montréal Centre is confirmed', 'Thank you, Zoé!', 'Delivery to: 1 Rue Sainte-Catherine, App. 4, Montréal QC H2X 1K4'],
    ['fr-ca', 'Votre commande 100042 chez Montréal Centre est confirmée', 'Merci, Zoé !', 'Livraison à\u00a0: 1 Rue Sainte-Catherine, App. 4, Montréal QC H2X 1K4'],
    ['ja-jp', 'ご注文 100042（Montréal Centre）を承りました', 'Zoé 様、ご注文ありがとうございます。', 'お届け先：1 Rue Sainte-Catherine, App. 4, Montréal QC H2X 1K4'],
    ['es-mx', 'Tu pedido 100042 en Montréal Centre está confirmado', '¡Gracias, Zoé!', 'Entrega en: 1 Rue Sainte-Catherine, App. 4, Montréal QC H2X 1K4'],
    ['pt-br', 'Seu pedido 100042 em Montréal Centre está confirmado', 'Obrigado, Zoé!', 'Entrega em: 1 Rue Sainte-Catherine, App. 4, Montréal QC H2X 1K4'],
  ] as const)('writes %s', (locale, subject, greeting, place) => {
    const mail = renderOrderConfirmation(input(locale));
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith(greeting)).toBe(true);
    expect(mail.text).toContain(place);
  });

  it('lists items with options and instructions, every total with the tax names, the payments and the link', () => {
    const text = renderOrderConfirmation(input('fr-ca')).text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('2 × Brisket <Plate> (Slaw, Beans)  31,98 $');
    expect(text).toContain('Instructions : No "onions" & extra pickles');
    for (const line of ['Sous-total : 34,47 $', 'Frais de livraison : 4,99 $', 'TPS : 1,97 $', 'TVQ : 3,94 $', 'Pourboire : 5,00 $', 'Total : 50,37 $']) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Rabais');
    expect(text).toContain('Payé par : Carte-cadeau •••• 0102 : 15,00 $, Visa •••• 4242 : 35,37 $');
    expect(text).toContain('http://shop.test/ca/fr/order/x/summary');
  });

  it.each([
    ['ja-jp', 'JPY', { code: 'CONSUMPTION', rate: '0.08', amount: '274.00' }, ['小計：￥4,350', '割引：−￥652', '合計：￥3,698', 'うち消費税（8%）：￥274']],
    ['es-mx', 'MXN', { code: 'IVA', rate: '0.16', amount: '510.08' }, ['Subtotal: $4,350.00', 'Total: $3,698.00', 'IVA incluido (16 %): $510.08']],
  ] as const)('%s: shows a tax the prices include under the total, in %s', (locale, currency, tax, lines) => {
    const order: WireOrderConfirmation = {
      ...ORDER,
      currency,
      items: [{ title: 'Brisket', quantity: 2, unit: 'each', options: [], specialInstructions: null, lineTotal: '3960.00' }],
      totals: { subtotal: '4350.00', discount: '652.00', discountedSubtotal: '3698.00', deliveryFee: '0.00', taxes: [tax], taxTotal: tax.amount, taxIncluded: true, tip: '0.00', total: '3698.00' },
      handoff: 'pickup',
      deliveryAddress: null,
      payments: [],
    };
    const text = renderOrderConfirmation(input(locale, order)).text.replace(/[\u00a0\u202f]/g, ' ');
    for (const line of lines) expect(text).toContain(line);
    expect(text.indexOf(lines[lines.length - 1]!)).toBeGreaterThan(text.indexOf(lines[lines.length - 2]!));
    if (currency === 'JPY') expect(text).not.toMatch(/[¥￥][\d,]+\.\d/);
  });

  it.each([
    ['fr-ca', 'CA', 'Porc effiloché', '500 g × Porc effiloché  32,95 $'],
    ['ja-jp', 'JP', 'プルドポーク', 'プルドポーク × 500 g  '],
    ['es-mx', 'MX', 'Cerdo deshebrado', '5 kg × Cerdo deshebrado  '],
    ['en-us', 'US', 'Pulled Pork', '5 lb × Pulled Pork  '],
  ] as const)('%s: a meat sold by weight is listed by its weight in the market\'s unit, not its count', (locale, countryCode, title, line) => {
    const order: WireOrderConfirmation = {
      ...ORDER,
      items: [{ title, quantity: 5, unit: 'lb', options: [], specialInstructions: null, lineTotal: '32.95' }],
      location: { ...ORDER.location, countryCode },
    };
    const { text, html } = renderOrderConfirmation(input(locale, order));
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(line);
    expect(text).not.toMatch(/(^|\n)5 ×/);
    expect(html.replace(/[\u00a0\u202f]/g, ' ')).toContain(line.trim().split('  ')[0]);
  });

  it('gives the time in the store time zone, and the store for pickup', () => {
    const pickup = { ...ORDER, handoff: 'pickup' as const, deliveryAddress: null };
    const { text } = renderOrderConfirmation(input('en-ca', pickup));
    expect(text).toContain('Pickup at: Montréal Centre, 10 Boulevard Saint-Laurent, Montréal, QC H2Y 1Z1');
    expect(text).toContain('Time: Sunday, March 15 at 6:30 PM');
    const asap = renderOrderConfirmation(input('en-ca', { ...pickup, timeslot: { ...ORDER.timeslot!, asap: true } }));
    expect(asap.text).toContain('Time: As soon as possible (');
  });

  it.each([
    ['fr-ca', 'Heure : ', 'dimanche 15 mars à 18 h 30'],
    ['ja-jp', '日時：', '3月15日日曜日 18:30'],
    ['en-us', 'Time: ', 'Sunday, March 15 at 6:30 PM'],
    ['en-ca', 'Time: ', 'Sunday, March 15 at 6:30 PM'],
    ['es-mx', 'Hora: ', 'domingo, 15 de marzo, 18:30'],
  ] as const)('%s: writes the handoff time at the store as the pages write a time (%s%s)', (locale, label, when) => {
    const { text, html } = renderOrderConfirmation(input(locale));
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(`${label}${when}`);
    expect(html.replace(/[\u00a0\u202f]/g, ' ')).toContain(when);
  });

  it('escapes what people typed in the HTML', () => {
    const { html } = renderOrderConfirmation(input('en-us'));
    expect(html).toContain('Brisket &lt;Plate&gt;');
    expect(html).toContain('No &quot;onions&quot; &amp; extra pickles');
    expect(html).not.toContain('<Plate>');
    expect(html).toContain('<html lang="en-US">');
  });
});
