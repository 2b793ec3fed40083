/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { StaffPaymentPageTemplate } from './payment-page-template';

jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const ALERT = {
  id: 4,
  route: '/checkout/payment',
  kind: 'script-changed',
  description: '/checkout/payment: the approved script /_next/static/chunks/pay.js changed; it now hashes to sha256-abc.',
  detectedAt: '2030-05-01T06:00:00.000Z',
};

describe('StaffPaymentPageTemplate', () => {
  it('lists each open alert with its page and what changed, under the marked Payment pages link', () => {
    renderWithProviders(<StaffPaymentPageTemplate staff={ADMIN} alerts={[ALERT]} />);
    const table = screen.getByRole('table', { name: 'Payment page alerts' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.stringContaining('2030'), '/checkout/payment', ALERT.description]);
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Payment pages' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when nothing is open', () => {
    renderWithProviders(<StaffPaymentPageTemplate staff={ADMIN} alerts={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No open alerts: the payment pages serve only their approved scripts and headers.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks the console’s language', () => {
    renderWithProviders(<StaffPaymentPageTemplate staff={ADMIN} alerts={[]} />, { locale: 'fr-ca' });
    expect(screen.getByRole('heading', { name: 'Alertes des pages de paiement' })).toBeTruthy();
  });
});
