/** @jest-environment jsdom */
/**
 * Quick add on a delivery menu. A delivery order is created with the address the finder checked:
 * without one, a tap adds nothing and leads to the delivery finder (where the item page leads
 * too), saying why in a polite status; with one, the order starts with that address.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { ToastStack } from '@/components/common/toast';
import { fakeRouter, renderWithProviders } from '@/components/testing/render-with-providers';
import type { LocaleTag } from '@/domain/markets';
import type { MenuStore } from '@/lib/api/locations';
import type { MenuItemCard, MenuSection } from '@/lib/api/menus';
import { addOrderItem, createOrder, fetchOrder } from '@/lib/api/ordering';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { parseCookies } from '@/lib/cookies';
import { writeDeliveryAddress } from '@/lib/order-cookies';
import { ToastProvider } from '@/lib/toast-context';
import { MenuTemplate } from './menu-template';

jest.mock('@/lib/api/ordering', () => ({
  ...jest.requireActual('@/lib/api/ordering'),
  createOrder: jest.fn(),
  addOrderItem: jest.fn(),
  fetchOrder: jest.fn(),
}));
const create = createOrder as jest.MockedFunction<typeof createOrder>;
const addItem = addOrderItem as jest.MockedFunction<typeof addOrderItem>;
const readOrder = fetchOrder as jest.MockedFunction<typeof fetchOrder>;

const store: MenuStore = {
  id: 2, slug: 'austin', title: 'Austin', phone: '555', tel: 'tel:555', path: '/locations/texas/austin/austin',
  address: { line: '1 Main', city: 'Austin', stateLabel: 'TX', stateName: 'Texas', region: 'TX', zip: '78701', lines: ['1 Main', 'Austin, TX 78701'] },
  onlineOrdering: true, acceptingOrders: true,
};

const sweetTea: MenuItemCard = {
  id: 31, slug: 'sweet-tea', title: 'Sweet Tea', description: '', price: '2.49', calories: 120, sodiumMg: null, allergens: [],
  unit: 'each', unavoidableAllergens: [], unavoidableLactose: false, imageUrl: null, available: true, minQuantity: 1, quickAddOptionIds: [7],
};
const sections: MenuSection[] = [{ id: 3, slug: 'drinks', title: 'Drinks', items: [sweetTea] }];

const ADDRESS = { street: '100 Congress Ave', aptSuitBldg: '', city: 'Austin', state: 'TX', zip: '78701' };

function renderDeliveryMenu(locale: LocaleTag = 'en-us') {
  const router = fakeRouter('/quote/[category]/[storeSlug]', '/quote/everyday/austin?type=delivery');
  return renderWithProviders(
    <ToastProvider>
      <MenuTemplate store={store} category="everyday" sections={sections} handoff="delivery" />
      <ToastStack />
    </ToastProvider>,
    { locale, router },
  );
}

const tap = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  const order = buildWireOrder({ id: 'new-order', accessToken: 'tok', itemCount: 1 });
  create.mockReset().mockResolvedValue(order);
  addItem.mockReset().mockResolvedValue(order);
  readOrder.mockReset();
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('useQuickAdd on a delivery menu', () => {
  it('without a delivery address adds nothing, leads to the delivery finder and says why in a polite status', async () => {
    const { router } = renderDeliveryMenu();
    await tap('Add Sweet Tea to cart');

    expect(create).not.toHaveBeenCalled();
    expect(addItem).not.toHaveBeenCalled();
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith('/quote/everyday?type=delivery');
    const status = screen.getByText('To order delivery, please enter the full delivery address.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
    // The button is ready again for when the diner comes back.
    expect(screen.getByRole('button', { name: 'Add Sweet Tea to cart' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('leads to the finder of the market, in its language', async () => {
    const { router } = renderDeliveryMenu('fr-ca');
    await tap('Ajouter Sweet Tea au panier');
    expect(router.push).toHaveBeenCalledWith('/ca/fr/quote/everyday?type=delivery');
    expect(screen.getByText('Pour commander en livraison, veuillez entrer l’adresse de livraison complète.').closest('[role="status"]')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('with the address the finder checked, starts the delivery order with it and adds the item', async () => {
    writeDeliveryAddress(ADDRESS);
    const { router } = renderDeliveryMenu();
    await tap('Add Sweet Tea to cart');

    expect(create).toHaveBeenCalledWith(
      { locale: 'en-us' },
      { locationId: 2, handoff: 'delivery', categoryId: 1, deliveryAddress: { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } },
      expect.any(String),
    );
    expect(addItem).toHaveBeenCalledWith({ locale: 'en-us' }, { orderId: 'new-order', orderToken: 'tok' }, { itemId: 31, quantity: 1, optionIds: [7], sectionId: 3 });
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByText('Sweet Tea was added to your cart.').closest('[role="status"]')).toBeTruthy();
  });

  it('when the API still asks for the full address, leads to the finder the same way instead of showing an error', async () => {
    const { ApiError } = jest.requireActual('@/lib/api/api-error');
    writeDeliveryAddress({ ...ADDRESS, city: ' ' });
    create.mockRejectedValue(new ApiError(400, 'To order delivery, please enter the full delivery address', { code: 'full_delivery_address_needed' }));
    const { router } = renderDeliveryMenu();
    await tap('Add Sweet Tea to cart');

    expect(addItem).not.toHaveBeenCalled();
    expect(router.push).toHaveBeenCalledWith('/quote/everyday?type=delivery');
    expect(screen.getByText('To order delivery, please enter the full delivery address.').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
