/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { changeMenuItem, changeOptionGroups, changeSubcategory, createCategory, deleteMenuItem, fetchMenuItem, fetchMenuTree, type MenuItem, type MenuTree } from '@/lib/api/staff-menu-items';
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
  deleteCategory: jest.fn(),
  deleteSubcategory: jest.fn(),
  deleteMenuItem: jest.fn(),
}));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const TREE: MenuTree = {
  languages: ['fr-ca'],
  allergens: ['milk', 'eggs', 'tree-nuts'],
  categories: [
    { id: 1, menuType: 1, title: 'Everyday Menu', texts: [{ locale: 'fr-ca', title: 'Menu de tous les jours' }], sortOrder: 0, subcategories: [{ id: 7, categoryId: 1, title: 'Desserts', texts: [{ locale: 'fr-ca', title: 'Desserts' }], sortOrder: 0, itemIds: [31] }] },
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
  containsLactose: false,
  subcategoryIds: [7],
  basePrice: '4.49',
  unit: 'each',
  minQuantity: 1,
  makeMinutes: 6,
  isHoliday: false,
  optionGroups: [{ id: 4, title: 'Topping', texts: [{ locale: 'fr-ca', title: 'Garniture' }], minChoices: 0, maxChoices: 1, options: [{ id: 9, title: 'Whipped cream', texts: [{ locale: 'fr-ca', title: 'Crème fouettée' }], priceDelta: '0.50', isDefault: false, calories: 90, allergens: ['milk'] }] }],
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
    expect((within(within(editor).getByRole('group', { name: 'Allergenic ingredients the item contains (options aside)' })).getByLabelText('Tree nuts') as HTMLInputElement).checked).toBe(true);
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
        containsLactose: false,
        subcategoryIds: [7],
        unit: 'each',
        minQuantity: 1,
        makeMinutes: 6,
        isHoliday: false,
      }),
    );
    expect((await screen.findByText('Pecan Pie is saved.')).getAttribute('role')).toBe('status');
    expect(fetchMenuTree).toHaveBeenCalled();
  });

  it('declares the item’s lactose apart from its milk, and refuses lactose without milk before sending', async () => {
    jest.mocked(changeMenuItem).mockClear().mockResolvedValue({ ...PIE, allergens: ['milk', 'eggs', 'tree-nuts'], containsLactose: true });
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={TREE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pecan Pie' }));
    const editor = await screen.findByRole('region', { name: 'Item: Pecan Pie' });
    const lactose = (await within(editor).findByLabelText('Contains lactose (more than 100 mg per 100 g)')) as HTMLInputElement;
    expect(lactose.checked).toBe(false);
    expect(lactose.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(lactose);
    fireEvent.click(within(editor).getByRole('button', { name: 'Save item' }));
    expect(within(editor).getByRole('alert').textContent).toBe('Lactose comes from milk: tick milk among the allergens, or untick lactose');
    expect(changeMenuItem).not.toHaveBeenCalled();
    fireEvent.click(within(within(editor).getByRole('group', { name: 'Allergenic ingredients the item contains (options aside)' })).getByLabelText('Milk'));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(changeMenuItem).toHaveBeenCalledWith(expect.anything(), 31, expect.objectContaining({ allergens: ['eggs', 'tree-nuts', 'milk'], containsLactose: true })));
  });

  it('ticks lactose with milk on a new item until the admin says otherwise, and unticks it with milk', () => {
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={TREE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an item to Desserts' }));
    const editor = screen.getByRole('region', { name: 'New item in Desserts' });
    const lactose = within(editor).getByLabelText('Contains lactose (more than 100 mg per 100 g)') as HTMLInputElement;
    const milk = within(within(editor).getByRole('group', { name: 'Allergenic ingredients the item contains (options aside)' })).getByLabelText('Milk');
    expect(lactose.checked).toBe(false);
    fireEvent.click(milk);
    expect(lactose.checked).toBe(true);
    fireEvent.click(milk);
    expect(lactose.checked).toBe(false);
    fireEvent.click(milk);
    fireEvent.click(lactose);
    fireEvent.click(milk);
    fireEvent.click(milk);
    expect(lactose.checked).toBe(false);
  });

  it('shows the English of metric markets as its own language, and saves it (en-US and fr-CA consoles)', async () => {
    const meats = { id: 8, categoryId: 1, title: 'Meats by the Pound', texts: [{ locale: 'fr-ca' as const, title: 'Viandes au poids' }, { locale: 'en-metric' as const, title: 'Meats by Weight' }], sortOrder: 1, itemIds: [] };
    const tree: MenuTree = { ...TREE, languages: ['fr-ca', 'en-metric'], categories: [{ ...TREE.categories[0]!, subcategories: [...TREE.categories[0]!.subcategories, meats] }] };
    jest.mocked(changeSubcategory).mockClear().mockResolvedValue(tree);
    const { unmount } = renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={tree} />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier la sous-catégorie Meats by the Pound' }));
    expect(((await screen.findByLabelText('Titre en anglais (marchés métriques)')) as HTMLInputElement).value).toBe('Meats by Weight');
    unmount();

    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={tree} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the subcategory Meats by the Pound' }));
    const metric = (await screen.findByLabelText('Title in English (metric markets)')) as HTMLInputElement;
    expect(metric.value).toBe('Meats by Weight');
    expect(metric.getAttribute('lang')).toBe('en');
    expect(screen.getByText(/Left blank, they show the English above, as the US reads it/)).toBeTruthy();
    fireEvent.change(metric, { target: { value: 'Meats by the Kilo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save subcategory' }));
    await waitFor(() =>
      expect(changeSubcategory).toHaveBeenCalledWith(expect.anything(), 8, expect.objectContaining({ texts: [{ locale: 'fr-ca', title: 'Viandes au poids' }, { locale: 'en-metric', title: 'Meats by the Kilo' }] })),
    );
  });

  it('refuses option groups that break the rules before sending them, and sends a valid change with the option’s own allergens', async () => {
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
    expect((within(groups).getByLabelText('Calories it adds') as HTMLInputElement).value).toBe('90');
    fireEvent.change(within(groups).getByLabelText('Calories it adds'), { target: { value: '110' } });
    // The option's own allergens, folded under their count: cream holds milk; the admin adds eggs.
    const allergens = within(groups).getByRole('group', { name: 'Allergenic ingredients option 1 of group 1 adds' });
    expect(within(groups).getByText('Allergens it adds (1)')).toBeTruthy();
    expect((within(allergens).getByLabelText('Milk') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(allergens).getByLabelText('Eggs'));
    expect(within(groups).getByText('Allergens it adds (2)')).toBeTruthy();
    fireEvent.click(within(groups).getByRole('button', { name: 'Save option groups' }));
    await waitFor(() =>
      expect(changeOptionGroups).toHaveBeenCalledWith(expect.anything(), 31, {
        groups: [{ id: 4, title: 'Topping', texts: [{ locale: 'fr-ca', title: 'Garniture' }], minChoices: 0, maxChoices: 1, options: [{ id: 9, title: 'Whipped cream', texts: [{ locale: 'fr-ca', title: 'Crème fouettée' }], priceDelta: '0.75', isDefault: false, calories: 110, allergens: ['milk', 'eggs'] }] }],
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

  it('asks before a save deletes a saved option, and sends nothing until confirmed', async () => {
    jest.mocked(changeOptionGroups).mockClear().mockResolvedValue({ ...PIE, optionGroups: [] });
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={TREE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pecan Pie' }));
    const groups = await screen.findByRole('form', { name: 'Option groups' });
    fireEvent.click(within(groups).getByRole('button', { name: 'Remove option group 1' }));
    fireEvent.click(within(groups).getByRole('button', { name: 'Save option groups' }));
    const confirm = within(groups).getByRole('alertdialog', { name: 'Delete these options?' });
    expect(confirm.textContent).toContain('Saving deletes Whipped cream.');
    expect(changeOptionGroups).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save and delete' }));
    await waitFor(() => expect(changeOptionGroups).toHaveBeenCalledWith(expect.anything(), 31, { groups: [] }));
  });

  it('deletes an item after its confirmation step, and says it is off the menus when orders hold it', async () => {
    jest.mocked(deleteMenuItem).mockResolvedValue({ outcome: 'archived', tree: { ...TREE, categories: [{ ...TREE.categories[0]!, subcategories: [{ ...TREE.categories[0]!.subcategories[0]!, itemIds: [] }] }], items: [] } });
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={TREE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pecan Pie' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pecan Pie' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Pecan Pie?' });
    expect(deleteMenuItem).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Pecan Pie' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByText('Pecan Pie is off the menus. Orders holding it keep it.')).getAttribute('role')).toBe('status');
    expect(deleteMenuItem).toHaveBeenCalledWith(expect.anything(), 31);
    expect(screen.queryByRole('button', { name: 'Pecan Pie' })).toBeNull();
  });

  it('adds a category of the menu type chosen', async () => {
    jest.mocked(createCategory).mockResolvedValue({ ...TREE, categories: [...TREE.categories, { id: 2, menuType: 2, title: 'Office Catering', texts: [], sortOrder: 0, subcategories: [] }] });
    renderWithProviders(<MenuItemsTemplate staff={ADMIN} tree={TREE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Office Catering' } });
    fireEvent.change(screen.getByLabelText('Menu type'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(createCategory).toHaveBeenCalledWith(expect.anything(), { title: 'Office Catering', texts: [{ locale: 'fr-ca', title: '' }], sortOrder: 0, menuType: 2 }));
    expect(await screen.findByText('Menu type: Catering')).toBeTruthy();
  });
});
