/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { changeMenuItem, changeOptionGroups, fetchMenuItem, fetchMenuTree, type MenuItem, type MenuTree } from '@/lib/api/staff-menu-items';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { MenuItemsTemplate } from './menu-items-template';

jest.mock('@/lib/api/staff-menu-items', () => ({
  fetchMenuTree: jest.fn(),
  fetchMenuItem: jest.fn(),
  createCategory: jest.fn(),
  changeCategory: jest.fn(),
  createSubcategory: jest.fn(),
  changeSubcategory: jest.fn(),
  createMenuItem: jest.fn(),
  changeMenuItem: jest.fn(),
  changeOptionGroups: jest.fn(),
}));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const TREE: MenuTree = {
  languages: ['fr-ca'],
  allergens: ['milk', 'eggs', 'tree-nuts'],
  categories: [
    { id: 1, title: 'Everyday Menu', texts: [{ locale: 'fr-ca', title: 'Menu de tous les jours' }], sortOrder: 0, subcategories: [{ id: 7, categoryId: 1, title: 'Desserts', texts: [{ locale: 'fr-ca', title: 'Desserts' }], sortOrder: 0, itemIds: [31] }] },
  ],
  items: [{ id: 31, title: 'Pecan Pie', calories: 510 }],
};
const PIE: MenuItem = {
  id: 31,
  slug: 'pecan-pie-slice',
  title: 'Pecan Pie',
  description: 'A thick slice of Texas pecan pie.',
  texts: [{ locale: 'fr-ca', title: 'Tarte aux pacanes', description: 'Une belle pointe.' }],
  calories: 510,
  allergens: ['eggs', 'tree-nuts'],
  subcategoryIds: [7],
  basePrice: '4.49',
  optionGroups: [{ id: 4, title: 'Topping', texts: [{ locale: 'fr-ca', title: 'Garniture' }], minChoices: 0, maxChoices: 1, options: [{ id: 9, title: 'Whipped cream', texts: [{ locale: 'fr-ca', title: 'Crème fouettée' }], priceDelta: '0.50', isDefault: false }] }],
};

beforeEach(() => {
  jest.mocked(fetchMenuTree).mockResolvedValue(TREE);
  jest.mocked(fetchMenuItem).mockResolvedValue(PIE);
});

describe('MenuItemsTemplate', () => {
  it('says so when the brand has no menu yet', () => {
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={{ ...TREE, categories: [], items: [] }} />);
    expect(screen.getByText('Your brand has no menu yet: add a category to begin.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a category' })).toBeTruthy();
  });

  it('loads the chosen item, and saves its French title and calories', async () => {
    jest.mocked(changeMenuItem).mockImplementation(async (_ctx, _id, body) => ({ ...PIE, calories: body.calories, texts: [{ locale: 'fr-ca', title: 'Tarte aux pacanes maison', description: 'Une belle pointe.' }] }));
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={TREE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pecan Pie' }));
    expect(screen.getByRole('status').textContent).toBe('Loading Pecan Pie…');
    const editor = screen.getByRole('region', { name: 'Item: Pecan Pie' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Item: Pecan Pie'));
    const frenchTitle = await within(editor).findByLabelText('Title in French (Canada)');
    expect((frenchTitle as HTMLInputElement).value).toBe('Tarte aux pacanes');
    expect((within(editor).getByLabelText('Tree nuts') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(frenchTitle, { target: { value: 'Tarte aux pacanes maison' } });
    fireEvent.change(within(editor).getByLabelText('Calories'), { target: { value: '530' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save item' }));
    await waitFor(() =>
      expect(changeMenuItem).toHaveBeenCalledWith(expect.anything(), 31, {
        title: 'Pecan Pie',
        description: 'A thick slice of Texas pecan pie.',
        texts: [{ locale: 'fr-ca', title: 'Tarte aux pacanes maison', description: 'Une belle pointe.' }],
        calories: 530,
        allergens: ['eggs', 'tree-nuts'],
        subcategoryIds: [7],
      }),
    );
    expect((await screen.findByText('Pecan Pie is saved.')).getAttribute('role')).toBe('status');
    expect(fetchMenuTree).toHaveBeenCalled();
  });

  it('refuses option groups that break the rules before sending them, and sends a valid change', async () => {
    jest.mocked(changeOptionGroups).mockResolvedValue(PIE);
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={TREE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pecan Pie' }));
    const groups = await screen.findByRole('form', { name: 'Option groups' });
    fireEvent.change(within(groups).getByLabelText('Fewest choices'), { target: { value: '2' } });
    fireEvent.click(within(groups).getByRole('button', { name: 'Save option groups' }));
    expect(within(groups).getByRole('alert').textContent).toBe('Topping: the fewest choices (2) cannot be more than the most (1)');
    expect(changeOptionGroups).not.toHaveBeenCalled();

    fireEvent.change(within(groups).getByLabelText('Fewest choices'), { target: { value: '0' } });
    fireEvent.change(within(groups).getByLabelText('Price change'), { target: { value: '0.75' } });
    fireEvent.click(within(groups).getByRole('button', { name: 'Save option groups' }));
    await waitFor(() =>
      expect(changeOptionGroups).toHaveBeenCalledWith(expect.anything(), 31, {
        groups: [{ id: 4, title: 'Topping', texts: [{ locale: 'fr-ca', title: 'Garniture' }], minChoices: 0, maxChoices: 1, options: [{ id: 9, title: 'Whipped cream', texts: [{ locale: 'fr-ca', title: 'Crème fouettée' }], priceDelta: '0.75', isDefault: false }] }],
      }),
    );
    expect(await screen.findByText('The option groups of Pecan Pie are saved.')).toBeTruthy();
  });

  it('says why an item could not be loaded, and loads it again on request', async () => {
    jest.mocked(fetchMenuItem).mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={TREE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pecan Pie' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Pecan Pie could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Title in French (Canada)')).toBeTruthy();
  });

  it('shows and reads a price change as French writes money, and sends it with a decimal point', async () => {
    jest.mocked(changeOptionGroups).mockResolvedValue(PIE);
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={TREE} />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Pecan Pie' }));
    const groups = await screen.findByRole('form', { name: 'Groupes d’options' });
    const delta = within(groups).getByLabelText('Écart de prix') as HTMLInputElement;
    expect(delta.value).toBe('0,50');
    expect(delta.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(delta, { target: { value: '-0,25' } });
    fireEvent.click(within(groups).getByRole('button', { name: 'Enregistrer les groupes d’options' }));
    await waitFor(() =>
      expect(changeOptionGroups).toHaveBeenCalledWith(expect.anything(), 31, {
        groups: [expect.objectContaining({ options: [expect.objectContaining({ id: 9, priceDelta: '-0.25' })] })],
      }),
    );
  });

  it('refuses a French price change it cannot read, with a French example', async () => {
    jest.mocked(changeOptionGroups).mockClear();
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={TREE} />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Pecan Pie' }));
    const groups = await screen.findByRole('form', { name: 'Groupes d’options' });
    fireEvent.change(within(groups).getByLabelText('Écart de prix'), { target: { value: '0,5,0' } });
    fireEvent.click(within(groups).getByRole('button', { name: 'Enregistrer les groupes d’options' }));
    expect(within(groups).getByRole('alert').textContent).toContain('un montant comme 1,50 ou -0,50');
    expect(changeOptionGroups).not.toHaveBeenCalled();
  });
});
