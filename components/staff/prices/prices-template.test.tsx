/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { applyPriceChange, changeBasePrice, fetchPlannedChanges, fetchPriceList, previewPriceChange, type PriceList } from '@/lib/api/staff-prices';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { PricesTemplate } from './prices-template';

jest.mock('@/lib/api/staff-prices', () => ({
  fetchPriceList: jest.fn(),
  fetchPlannedChanges: jest.fn(async () => []),
  changeBasePrice: jest.fn(),
  changeStorePrice: jest.fn(),
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
      moves: [{ storeId: 9, storeTitle: 'Lower Greenville', itemId: 1, itemTitle: 'Banana Pudding', from: '4.49', to: '5.49' }],
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
});
