import { englishWordsIn } from '../e2e/support/english-words';

describe('englishWordsIn', () => {
  it.each([
    ['Your cart', 'es', ['Your', 'cart']],
    ['Back to the de todos los días menu', 'es', ['Back', 'to', 'the', 'menu']],
    ['Para llevar from San Pedro Garza García', 'es', ['from']],
    ['Start an order · Sign in', 'pt', ['Start', 'order', 'Sign in']],
    ['Hickory-smoked for 14 hours and sliced to order.', 'es', ['for', 'hours', 'and', 'to', 'order']],
    ['Pide por delivery', 'es', ['delivery']],
  ] as const)('finds the English words of "%s" on a %s page', (text, language, found) => {
    expect(englishWordsIn(text, language).map((hit) => /^"([^"]+)"/.exec(hit)?.[1])).toEqual(found);
  });

  it.each([
    ['Tu carrito · Iniciar sesión · Menú · Agregar al pedido', 'es'],
    ['Seu carrinho · Entrar · Cardápio · Adicionar ao pedido · Ver menu · Peça por delivery', 'pt'],
    ['Pide a domicilio · Entrega', 'es'],
    ["Whitlock's Barbecue Pit · Whitlock's Pit Points", 'es'],
    ['Ordenar, cartera, comenzar, agregado, tordo, pepperoni', 'es'],
  ] as const)('finds none in "%s" (%s): translated words, words the language took, brand names', (text, language) => {
    expect(englishWordsIn(text, language)).toEqual([]);
  });
});
