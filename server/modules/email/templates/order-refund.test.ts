import type { LocaleTag } from '@/domain/markets';
import { renderOrderRefund, type RefundMailInput } from './order-refund';

const input: RefundMailInput = {
  number: '100042',
  store: 'Dallas <Lower> Greenville',
  storePhone: '(214) 555-0100',
  amount: '4.50',
  currency: 'USD',
  tender: { kind: 'card', brand: 'visa', last4: '4242' },
  refundedAt: new Date('2030-03-05T03:00:00Z'),
  timeZone: 'America/Chicago',
  firstName: 'Ada',
  locale: 'en-us',
  orderUrl: 'http://storefront.test/order/abc/summary',
  brandName: "Whitlock's",
};

describe('renderOrderRefund', () => {
  it.each<[LocaleTag, string, string]>([
    ['en-us', 'A refund of $4.50 for your order 100042', 'March 4, 2030'],
    ['fr-ca', 'Un remboursement de 4,50', 'remboursé 4,50'],
    ['ja-jp', 'ご注文 100042 の返金', 'Visa •••• 4242に返金しました'],
    ['es-mx', 'Un reembolso de', 'te reembolsó'],
    ['es-mx', 'por tu pedido 100042', 'Reembolsado el 4 de marzo de 2030'],
    ['pt-br', 'Um reembolso de', 'reembolsou'],
    ['pt-br', 'do seu pedido 100042', 'Reembolsado em 4 de março de 2030'],
  ])('writes %s', (locale, subject, body) => {
    const mail = renderOrderRefund({ ...input, locale });
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain(body);
    expect(mail.text).toContain(input.orderUrl);
  });

  it('greets without a name, and escapes names in the HTML', () => {
    const mail = renderOrderRefund({ ...input, firstName: null });
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.html).toContain('Dallas &lt;Lower&gt; Greenville');
    expect(mail.html).not.toContain('<Lower>');
  });

  it.each<[LocaleTag, string]>([
    ['en-us', 'to Gift card •••• 0102.'],
    ['fr-ca', 'sur Carte-cadeau •••• 0102.'],
    ['ja-jp', 'ギフトカード •••• 0102'],
    ['es-mx', 'Tarjeta de regalo •••• 0102'],
    ['pt-br', 'Cartão-presente •••• 0102'],
  ])('names a gift card in the order’s language (%s)', (locale, payment) => {
    const mail = renderOrderRefund({ ...input, locale, tender: { kind: 'giftcard', last4: '0102' } });
    expect(mail.text).toContain(payment);
    expect(mail.html).toContain(payment);
  });
});
