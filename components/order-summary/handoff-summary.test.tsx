/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { HANDOFF } from '@/domain/ordering/handoffs';
import type { ConfirmationView } from '@/lib/api/checkout-view';
import { HandoffSummary } from './handoff-summary';

const ORDER: ConfirmationView = {
  id: 'o-1',
  number: '1042',
  statusLabel: 'Paid',
  currency: 'USD',
  handoff: 'pickup',
  store: { title: 'Lower Greenville', phone: '(214) 555-0100', addressLine: '1901 Lower Greenville Ave, Dallas, TX 75206', timeZone: 'America/Chicago', countryCode: 'US' },
  deliveryAddressLine: null,
  time: null,
  guestFirstName: 'Ada',
  lines: [],
  totals: { subtotal: '3.99', discount: '0.00', discountedSubtotal: '3.99', deliveryFee: '0.00', taxes: [], taxTotal: '0.00', taxIncluded: false, tip: '0.00', total: '3.99' },
  tenders: [],
};

describe('HandoffSummary', () => {
  it('names a carryout order as carryout', () => {
    renderWithProviders(<HandoffSummary order={ORDER} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Carryout');
    expect(screen.getByText('Pick up at Lower Greenville, 1901 Lower Greenville Ave, Dallas, TX 75206')).toBeTruthy();
  });

  it('names an in-store handoff by its own name, in the reader’s language', () => {
    renderWithProviders(<HandoffSummary order={ORDER} inStoreHandoffId={HANDOFF.dineIn} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Dine-in');
    expect(screen.getByText('Dine-in at Lower Greenville, 1901 Lower Greenville Ave, Dallas, TX 75206')).toBeTruthy();
  });

  it('says curbside in French', () => {
    renderWithProviders(<HandoffSummary order={{ ...ORDER, currency: 'CAD' }} inStoreHandoffId={HANDOFF.curbside} />, { locale: 'fr-ca' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Commande à l’auto');
    expect(screen.getByText('Commande à l’auto chez Lower Greenville, 1901 Lower Greenville Ave, Dallas, TX 75206')).toBeTruthy();
  });
});
