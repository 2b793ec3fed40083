/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { toCheckoutOrder } from '@/lib/api/checkout-view';
import { updateOrder } from '@/lib/api/checkout';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { OrderCall } from './use-order-state';
import { TipChooser } from './tip-chooser';

jest.mock('@/lib/api/checkout', () => ({ updateOrder: jest.fn(async () => ({})) }));

const sent = updateOrder as jest.MockedFunction<typeof updateOrder>;

/** Renders the chooser; what it saves is played against the mocked updateOrder. */
function renderChooser(locale: 'fr-ca' | 'en-us' | 'ja-jp', wire = buildWireOrder()) {
  const apply = jest.fn(async (call: OrderCall) => call({} as never, {} as never));
  renderWithProviders(<TipChooser order={toCheckoutOrder(wire)} pending={false} apply={apply} />, { locale });
  return apply;
}

async function typeTip(label: string, typed: string, button: string) {
  fireEvent.click(screen.getByRole('radio', { name: label }));
  fireEvent.change(screen.getByRole('textbox'), { target: { value: typed } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
}

beforeEach(() => sent.mockClear());

describe('TipChooser', () => {
  it('takes a French diner’s "5,50" and sends 5.50', async () => {
    renderChooser('fr-ca');
    await typeTip('Autre montant', '5,50', 'Appliquer');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toHaveBeenCalledWith(expect.anything(), expect.anything(), { tip: { kind: 'amount', value: '5.50' } });
  });

  it('opens the decimal keyboard', () => {
    renderChooser('fr-ca');
    fireEvent.click(screen.getByRole('radio', { name: 'Autre montant' }));
    expect(screen.getByRole('textbox').getAttribute('inputmode')).toBe('decimal');
  });

  it.each([
    ['fr-ca', '5,0,0', 'Autre montant', 'Appliquer', 'Entrez un montant de pourboire, par exemple 5,00'],
    ['fr-ca', '-5', 'Autre montant', 'Appliquer', 'Entrez un montant de pourboire, par exemple 5,00'],
    ['en-us', '5,50', 'Other amount', 'Apply tip', 'Enter a tip amount such as 5.00'],
    ['en-us', '5.505', 'Other amount', 'Apply tip', 'Enter a tip amount such as 5.00'],
  ] as const)('%s: refuses %j with its message and sends nothing', async (locale, typed, label, button, message) => {
    renderChooser(locale);
    await typeTip(label, typed, button);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows a saved tip amount with the French decimal comma', () => {
    renderChooser('fr-ca', buildWireOrder({ tip: { kind: 'amount', value: '4.5' } }));
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('4,50');
  });
});
