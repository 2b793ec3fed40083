/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { ItemDetails } from '@/lib/api/menus';
import { ApiError } from '@/lib/api/api-error';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { addOrderItem, createOrder } from '@/lib/api/ordering';
import { parseCookies } from '@/lib/cookies';
import { ItemOrderForm } from './item-order-form';

jest.mock('@/lib/api/ordering', () => ({
  ...jest.requireActual('@/lib/api/ordering'),
  createOrder: jest.fn(),
  addOrderItem: jest.fn(),
}));
const create = createOrder as jest.MockedFunction<typeof createOrder>;
const addItem = addOrderItem as jest.MockedFunction<typeof addOrderItem>;

const plate: ItemDetails = {
  id: 7, slug: 'two-meat-plate', title: '2-Meat Plate', description: '', price: '16.99', unit: 'each', minQuantity: 1,
  calories: null, sodiumMg: null, allergens: [], unavoidableAllergens: [], containsLactose: false, unavoidableLactose: false, imageUrl: null, available: true, isHoliday: false, locationId: 2, sectionId: 3,
  optionGroups: [
    { id: 1, title: 'Choose 2 Meats', minChoices: 2, maxChoices: 2, options: [
      { id: 11, title: 'Beef Brisket', priceDelta: '1.00', isDefault: false, allergens: [], calories: null, sodiumMg: null },
      { id: 12, title: 'Pulled Pork', priceDelta: '0.00', isDefault: false, allergens: [], calories: null, sodiumMg: null },
      { id: 13, title: 'Smoked Turkey', priceDelta: '0.00', isDefault: false, allergens: [], calories: null, sodiumMg: null },
    ] },
    { id: 2, title: 'Bread', minChoices: 1, maxChoices: 1, options: [
      { id: 21, title: 'Texas Toast', priceDelta: '0.00', isDefault: true, allergens: ['wheat', 'soy'], calories: null, sodiumMg: null },
      { id: 22, title: 'Cornbread Muffin', priceDelta: '0.75', isDefault: false, allergens: ['milk', 'eggs', 'wheat'], calories: null, sodiumMg: null },
    ] },
  ],
};

const order = buildWireOrder({ id: 'a1b2', accessToken: 'tok', itemCount: 1, totals: { ...buildWireOrder().totals, total: '17.99' } });
const target = { locationId: 2, handoff: 'pickup' as const, categoryId: 1 };

function renderForm(item: ItemDetails = plate, locale: 'en-us' | 'fr-ca' = 'en-us') {
  return renderWithProviders(<ItemOrderForm item={item} sectionId={3} currency="USD" target={target} reuseOrder={false} />, { locale });
}

beforeEach(() => {
  create.mockReset().mockResolvedValue(order);
  addItem.mockReset().mockResolvedValue(order);
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('ItemOrderForm weight of a meat sold by weight', () => {
  const pork: ItemDetails = { ...plate, id: 9, slug: 'pulled-pork-lb', title: 'Pulled Pork', price: '6.59', unit: 'lb', optionGroups: [] };

  it.each([
    ['fr-ca', /Augmenter/, ['Poids : 100 g', 'Poids : 200 g']],
    ['en-us', /Increase/, ['Weight: 1 lb', 'Weight: 2 lb']],
  ] as const)('%s: says what the quantity weighs beside the stepper, and describes the field with it', (locale, increase, [first, after]) => {
    renderForm(pork, locale);
    const field = screen.getByRole('spinbutton');
    const said = () => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent?.replace(/\s/g, ' ');
    expect(said()).toBe(first);
    fireEvent.click(screen.getByRole('button', { name: increase }));
    expect(said()).toBe(after);
  });

  it('reads a kilogram and more in kilograms', () => {
    renderForm(pork, 'fr-ca');
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '12' } });
    expect(screen.getByText(/Poids/).textContent?.replace(/\s/g, ' ')).toBe('Poids : 1,2 kg');
  });

  it('says no weight for an item not sold by weight', () => {
    renderForm(plate);
    expect(screen.queryByText(/Weight/)).toBeNull();
    expect(screen.getByRole('spinbutton').getAttribute('aria-describedby')).toBeNull();
  });
});

describe('ItemOrderForm live total', () => {
  it.each([
    ['en-us', 'Add to cart · $16.99', 'Add to cart · $37.48'],
    ['fr-ca', 'Ajouter au panier · 16,99\u00a0$\u00a0US', 'Ajouter au panier · 37,48\u00a0$\u00a0US'],
  ] as const)('%s: shows the total of the options chosen and the quantity on the button', (locale, first, after) => {
    renderForm(plate, locale);
    expect(screen.getByRole('button', { name: first })).toBeTruthy();
    // Brisket (+1.00), a cornbread muffin (+0.75) and two plates: (16.99 + 1.00 + 0.75) × 2.
    fireEvent.click(screen.getByRole('checkbox', { name: /Beef Brisket/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Cornbread Muffin/ }));
    fireEvent.click(screen.getByRole('button', { name: locale === 'en-us' ? /Increase/ : /Augmenter/ }));
    expect(screen.getByRole('button', { name: after })).toBeTruthy();
  });

  it('keeps the line of the confirmation whether or not it shows, so adding moves nothing', async () => {
    renderForm({ ...plate, optionGroups: [] });
    const outcome = document.querySelector('[aria-live="polite"]')!;
    expect(outcome.className).toMatch(/outcome/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Add to cart · / })));
    expect(outcome.textContent).toContain('2-Meat Plate was added to your cart.');
  });
});

describe('ItemOrderForm option groups', () => {
  it.each([
    ['en-us', 'Cornbread Muffin 180 Cal +$0.75'],
    ['fr-ca', /^Cornbread Muffin 180 cal \+0,75\s\$\sUS$/],
  ] as const)('%s: names the calories an option adds where measured, as the menu writes them', (locale, name) => {
    const bread = plate.optionGroups[1]!;
    const withCalories = { ...plate, optionGroups: [plate.optionGroups[0]!, { ...bread, options: bread.options.map((option) => (option.id === 22 ? { ...option, calories: 180 } : option)) }] };
    renderForm(withCalories, locale);
    expect(screen.getByRole('radio', { name })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Texas Toast' })).toBeTruthy();
  });

  it('offers radios for a one-choice group and checkboxes for the others, with the default chosen', () => {
    renderForm();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect((screen.getByRole('radio', { name: 'Texas Toast' }) as HTMLInputElement).checked).toBe(true);
  });

  it('stops a checkbox group at its maximum', () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /Beef Brisket/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pulled Pork' }));
    const turkey = screen.getByRole('checkbox', { name: 'Smoked Turkey' }) as HTMLInputElement;
    expect(turkey.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pulled Pork' }));
    expect(turkey.disabled).toBe(false);
  });

  it('refuses to add with a required group short, says so inline and announces it, without calling the API', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /Beef Brisket/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Add to cart · / })));
    expect(screen.getByRole('alert').textContent).toBe('Some choices are missing. Please check the options marked below.');
    const group = screen.getByRole('group', { name: /Choose 2 Meats/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please choose 2 for Choose 2 Meats.');
    expect(document.activeElement).toBe(group);
    expect(create).not.toHaveBeenCalled();
    expect(addItem).not.toHaveBeenCalled();
  });

  it('creates the order on the first add with an Idempotency-Key, keeps its cookies and adds the item', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /Beef Brisket/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Smoked Turkey' }));
    fireEvent.click(screen.getByRole('radio', { name: /Cornbread Muffin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.change(screen.getByLabelText('Special instructions'), { target: { value: ' Extra pickles ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Add to cart · / })));

    expect(create).toHaveBeenCalledWith({ locale: 'en-us' }, target, expect.stringMatching(/^[0-9a-f-]{32,36}$/));
    expect(addItem).toHaveBeenCalledWith({ locale: 'en-us' }, { orderId: 'a1b2', orderToken: 'tok' }, {
      itemId: 7, quantity: 2, optionIds: [11, 13, 22], sectionId: 3, specialInstructions: 'Extra pickles',
    });
    expect(parseCookies(document.cookie)).toMatchObject({ orderId: 'a1b2', orderToken: 'tok' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('2-Meat Plate was added to your cart.'));
  });

  it('shows the API message when the API refuses the item', async () => {
    addItem.mockRejectedValue(new ApiError(400, 'Choose 2 Meats needs 2 choices'));
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /Beef Brisket/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pulled Pork' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Add to cart · / })));
    expect(screen.getByRole('alert').textContent).toBe('Choose 2 Meats needs 2 choices');
  });

  it('starts the quantity at the minimum and never goes below it', () => {
    renderForm({ ...plate, minQuantity: 10, optionGroups: [] });
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(quantity.value).toBe('10');
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(quantity.value).toBe('10');
    expect(screen.getByText('Minimum order quantity for this item is 10')).toBeTruthy();
  });

  it('speaks French in French Canada', async () => {
    renderForm(plate, 'fr-ca');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Ajouter au panier · / })));
    expect(screen.getByRole('alert').textContent).toBe('Il manque des choix. Vérifiez les options indiquées ci-dessous.');
    expect(screen.getByText('Veuillez en choisir 2 pour « Choose 2 Meats ».')).toBeTruthy();
  });
});
