import { cartElsewhere } from './cart-market';

describe('cartElsewhere', () => {
  it('is nothing without a cart, or for a cart in the page market’s currency', () => {
    expect(cartElsewhere(null, 'fr-ca')).toBeNull();
    expect(cartElsewhere('CAD', 'en-ca')).toBeNull();
    expect(cartElsewhere('USD', 'en-us')).toBeNull();
  });

  it('sends a US cart seen in Montréal to the US cart, and offers a new order in Canada', () => {
    expect(cartElsewhere('USD', 'fr-ca')).toEqual({ country: 'US', cartPath: '/cart', canOrderHere: true });
  });

  it('continues in the diner’s language where the cart’s market speaks it, else in the market’s own', () => {
    expect(cartElsewhere('CAD', 'en-us')).toEqual({ country: 'CA', cartPath: '/ca/en/cart', canOrderHere: true });
    expect(cartElsewhere('CAD', 'ja-jp')?.cartPath).toBe('/ca/en/cart');
    expect(cartElsewhere('JPY', 'fr-ca')?.cartPath).toBe('/jp/ja/cart');
    expect(cartElsewhere('JPY', 'en-us')?.cartPath).toBe('/jp/en/cart');
    expect(cartElsewhere('MXN', 'es-mx')).toBeNull();
  });

  it('offers no new order on a site that takes none', () => {
    expect(cartElsewhere('USD', 'pt-br')).toEqual({ country: 'US', cartPath: '/cart', canOrderHere: false });
  });
});
