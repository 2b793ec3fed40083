/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { applyPriceChange, changeBasePrice, changeStoreOptionPrice, fetchPlannedChanges, fetchPriceList, previewPriceChange, type PriceList } from '@/lib/api/staff-prices';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { PricesTemplate } from './prices-template';

jest.mock('@/lib/api/staff-prices', () => ({
  fetchPriceList: jest.fn(),
  fetchPlannedChanges: jest.fn(async () => []),
  changeBasePrice: jest.fn(),
  changeStorePrice: jest.fn(),
  changeStoreOptionPrice: jest.fn(),
  previewPriceChange: jest.fn(),
  applyPriceChange: jest.fn(),
  cancelPlannedChange: jest.fn(),
}));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const LIST: PriceList = {
  items: [
    { id: 1, title: 'Banana Pudding', basePrice: '4.49', sectionIds: [5] },
    { id: 2, title: 'Sweet Tea', basePrice: '2.49', sectionIds: [5] },
  ],
  sections: [{ id: 5, title: 'Desserts', menuTitle: 'Everyday' }],
  stores: [{ id: 9, title: 'Lower Greenville', stateId: 44, stateName: 'Texas', countryCode: 'US', currency: 'USD' }],
  states: [{ id: 44, name: 'Texas', countryCode: 'US' }],
  markets: [{ code: 'US', name: 'United States', currency: 'USD' }],
  store: null,
};

beforeEach(() => {
  jest.mocked(fetchPriceList).mockResolvedValue(LIST);
  jest.mocked(fetchPlannedChanges).mockResolvedValue([]);
});

describe('PricesTemplate', () => {
  it('lists base prices, and refuses an amount that is no price before sending anything', async () => {
    renderWithProviders(<PricesTemplate staff={ADMIN} prices={LIST} planned={[]} />);
    expect(screen.getByRole('row', { name: /Banana Pudding/ }).textContent).toContain('$4.49');
    const form = screen.getByRole('form', { name: 'Change prices in a state or market' });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '1.234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Enter a price such as 12.50.');
    expect(previewPriceChange).not.toHaveBeenCalled();
  });

  it('previews the moves of picked items in a state, then applies the same request', async () => {
    jest.mocked(previewPriceChange).mockResolvedValue({
      moves: [{ storeId: 9, storeTitle: 'Lower Greenville', itemId: 1, itemTitle: 'Banana Pudding', optionId: null, optionTitle: null, from: '4.49', to: '5.49' }],
      total: 1,
      currency: 'USD',
    });
    jest.mocked(applyPriceChange).mockResolvedValue({ applied: 1, scheduled: null });
    renderWithProviders(<PricesTemplate staff={ADMIN} prices={LIST} planned={[]} />);
    const form = screen.getByRole('form', { name: 'Change prices in a state or market' });
    fireEvent.click(within(form).getByLabelText('Picked items'));
    fireEvent.click(within(form).getByLabelText('Banana Pudding'));
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '1.00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const request = { items: { kind: 'picked', itemIds: [1] }, change: { kind: 'add', amount: '1.00' }, scope: { kind: 'state', stateId: 44 } };
    await waitFor(() => expect(previewPriceChange).toHaveBeenCalledWith(expect.anything(), request));
    const row = await within(form).findByRole('row', { name: /Lower Greenville/ });
    expect(row.textContent).toContain('$4.49');
    expect(row.textContent).toContain('$5.49');
    fireEvent.click(within(form).getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(applyPriceChange).toHaveBeenCalledWith(expect.anything(), { ...request, runAt: null }));
    expect((await screen.findByRole('status')).textContent).toContain('1 prices changed.');
  });

  it('shows a base price to edit with the French decimal comma, and sends what is typed with a decimal point', async () => {
    jest.mocked(changeBasePrice).mockResolvedValue(undefined as never);
    renderWithProviders(<PricesTemplate staff={ADMIN} prices={LIST} planned={[]} />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le prix de base de Banana Pudding' }));
    const field = screen.getByLabelText('Nouveau prix de base de Banana Pudding') as HTMLInputElement;
    expect(field.value).toBe('4,49');
    expect(field.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(field, { target: { value: '5,25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(changeBasePrice).toHaveBeenCalledWith(expect.anything(), 1, '5.25'));
  });

  it.each([
    ['1,5', '1.50'],
    ['1.5', '1.50'],
  ])('reads a French bulk amount %j as %j', async (typed, amount) => {
    jest.mocked(previewPriceChange).mockResolvedValue({ moves: [], total: 0, currency: 'USD' });
    renderWithProviders(<PricesTemplate staff={ADMIN} prices={LIST} planned={[]} />, { locale: 'fr-ca' });
    const form = screen.getByRole('form', { name: "Modifier les prix d'un État ou d'un marché" });
    fireEvent.change(within(form).getByLabelText('Montant'), { target: { value: typed } });
    fireEvent.click(within(form).getByRole('button', { name: 'Prévisualiser' }));
    await waitFor(() => expect(previewPriceChange).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ change: { kind: 'add', amount } })));
  });

  it('refuses a French bulk amount with three decimals, with a French example', async () => {
    jest.mocked(previewPriceChange).mockClear();
    renderWithProviders(<PricesTemplate staff={ADMIN} prices={LIST} planned={[]} />, { locale: 'fr-ca' });
    const form = screen.getByRole('form', { name: "Modifier les prix d'un État ou d'un marché" });
    fireEvent.change(within(form).getByLabelText('Montant'), { target: { value: '1,505' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Prévisualiser' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Saisissez un prix comme 12,50.');
    expect(previewPriceChange).not.toHaveBeenCalled();
  });

  describe('options at a store', () => {
    const UMEDA: PriceList = {
      ...LIST,
      items: [{ id: 3, title: 'Brisket Plate', basePrice: '15.99', sectionIds: [5] }],
      stores: [{ id: 12, title: 'Umeda', stateId: 27, stateName: 'Osaka', countryCode: 'JP', currency: 'JPY' }],
      markets: [...LIST.markets, { code: 'JP', name: 'Japan', currency: 'JPY' }],
      store: {
        id: 12,
        currency: 'JPY',
        prices: [{ itemId: 3, override: '2400.00', price: '2400.00' }],
        options: [
          { optionId: 31, itemId: 3, title: 'Brisket upgrade', groupTitle: 'Upgrades', brandPrice: '1.00', override: '150.00', price: '150.00' },
          { optionId: 32, itemId: 3, title: 'Spicy sauce', groupTitle: 'Sauce', brandPrice: '0.25', override: null, price: '0.25' },
        ],
      },
    };

    it('shows each option under its item with the brand’s price and the store’s, and saves a store price in whole yen', async () => {
      jest.mocked(fetchPriceList).mockResolvedValue(UMEDA);
      jest.mocked(changeStoreOptionPrice).mockResolvedValue({ optionId: 31, override: '160.00', price: '160.00' });
      renderWithProviders(<PricesTemplate staff={ADMIN} prices={UMEDA} planned={[]} />);
      const upgrade = screen.getByRole('row', { name: /Brisket upgrade \(with Brisket Plate\)/ });
      expect(upgrade.textContent).toContain('$1.00');
      expect(upgrade.textContent).toContain('¥150');
      expect(screen.getByRole('row', { name: /Spicy sauce/ }).textContent).toContain('brand price');

      fireEvent.click(screen.getByRole('button', { name: 'Edit the store price of Brisket upgrade with Brisket Plate' }));
      const field = screen.getByLabelText('New price of Brisket upgrade with Brisket Plate at Umeda');
      fireEvent.change(field, { target: { value: '150.5' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Enter a whole price such as 150: this currency has no decimals.');
      expect(changeStoreOptionPrice).not.toHaveBeenCalled();

      fireEvent.change(field, { target: { value: '160' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(changeStoreOptionPrice).toHaveBeenCalledWith(expect.anything(), 12, 31, '160'));
      expect((await screen.findByRole('status')).textContent).toContain('The price of Brisket upgrade at Umeda is saved.');
    });

    it('lets a store charge the brand’s price for an option again', async () => {
      jest.mocked(fetchPriceList).mockResolvedValue(UMEDA);
      jest.mocked(changeStoreOptionPrice).mockClear().mockResolvedValue({ optionId: 31, override: null, price: '1.00' });
      renderWithProviders(<PricesTemplate staff={ADMIN} prices={UMEDA} planned={[]} />, { locale: 'ja-jp' });
      expect(screen.queryByRole('button', { name: 'Brisket PlateのSpicy sauceをブランド価格にする' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Brisket PlateのBrisket upgradeをブランド価格にする' }));
      await waitFor(() => expect(changeStoreOptionPrice).toHaveBeenCalledWith(expect.anything(), 12, 31, null));
    });

    it('asks for the options too in a bulk change, and lists their moves in the preview', async () => {
      jest.mocked(previewPriceChange).mockResolvedValue({
        moves: [{ storeId: 12, storeTitle: 'Umeda', itemId: 3, itemTitle: 'Brisket Plate', optionId: 31, optionTitle: 'Brisket upgrade', from: '150.00', to: '160.00' }],
        total: 1,
        currency: 'JPY',
      });
      renderWithProviders(<PricesTemplate staff={ADMIN} prices={UMEDA} planned={[]} />);
      const form = screen.getByRole('form', { name: 'Change prices in a state or market' });
      fireEvent.click(within(form).getByLabelText('Change the prices of their options too'));
      fireEvent.click(within(form).getByLabelText('A market'));
      fireEvent.change(within(form).getByLabelText('Market'), { target: { value: 'JP' } });
      fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '10' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Preview' }));
      await waitFor(() =>
        expect(previewPriceChange).toHaveBeenCalledWith(expect.anything(), { items: { kind: 'all' }, change: { kind: 'add', amount: '10' }, scope: { kind: 'market', countryCode: 'JP' }, withOptions: true }),
      );
      const row = await within(form).findByRole('row', { name: /Brisket upgrade \(with Brisket Plate\)/ });
      expect(row.textContent).toContain('¥160');
    });
  });
});
