import type { LocaleTag } from '@/domain/markets';
import { renderOrderReady, type ReadyMailInput } from './order-ready';

const input: ReadyMailInput = {
  number: '100042',
  store: 'Dallas <Lower> Greenville',
  storePhone: '(214) 555-0100',
  handoff: 'pickup',
  firstName: 'Ada',
  locale: 'en-us',
  orderUrl: 'http://storefront.test/order/abc/summary',
  brandName: "Whitlock's",
};

describe('renderOrderReady', () => {
  it.each<[LocaleTag, string, string]>([
    ['en-us', 'Your order 100042 is ready', 'ready for pickup at Dallas'],
    ['fr-ca', 'Votre commande 100042 est prête', 'vous attend chez Dallas'],
    ['ja-jp', 'ご注文 100042 の準備ができました', 'でお受け取りください'],
    ['es-mx', 'Tu pedido 100042 está listo', 'listo para recoger en Dallas'],
    ['pt-br', 'Seu pedido 100042 está pronto', 'pronto para retirada em Dallas'],
  ])('writes %s', (locale, subject, body) => {
    const mail = renderOrderReady({ ...input, locale });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(body);
    expect(mail.text).toContain(input.orderUrl);
  });

  it('says a delivery is on its way, and greets without a name', () => {
    const mail = renderOrderReady({ ...input, handoff: 'delivery', firstName: null });
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).toContain('will be on its way shortly');
  });

  it('escapes names in the HTML', () => {
    const mail = renderOrderReady(input);
    expect(mail.html).toContain('Dallas &lt;Lower&gt; Greenville');
    expect(mail.html).not.toContain('<Lower>');
  });
});
