/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { staffLogout } from '@/lib/api/staff';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { ConsoleHeader } from './console-header';

jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

describe('ConsoleHeader', () => {
  it.each([
    ['orders', true, "Today's orders", 'page'],
    ['leads', true, 'Catering leads', 'page'],
    ['leads', false, 'Catering leads', 'true'],
    ['feedback', true, 'Guest feedback', 'page'],
    ['applications', true, 'Applications', 'page'],
    ['kitchen', true, 'Kitchen', 'page'],
  ] as const)('in %s (its own page: %s) marks %s as current', (current, atSectionPage, link, mark) => {
    renderWithProviders(<ConsoleHeader staff={STAFF_MEMBER} title="Title" current={current} atSectionPage={atSectionPage} />);
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((anchor) => anchor.textContent)).toEqual(["Today's orders", 'Kitchen', 'Catering leads', 'Guest feedback', 'Applications', 'Menu']);
    expect(within(nav).getByRole('link', { name: link }).getAttribute('aria-current')).toBe(mark);
    expect(links.filter((anchor) => anchor.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('links in the console’s market, in its language', () => {
    renderWithProviders(<ConsoleHeader staff={STAFF_MEMBER} title="Commandes" current="orders" />, { locale: 'fr-ca' });
    const nav = screen.getByRole('navigation', { name: 'Console du personnel' });
    expect(within(nav).getByRole('link', { name: 'Demandes traiteur' }).getAttribute('href')).toBe('/ca/fr/staff/leads');
    expect(within(nav).getByRole('link', { name: 'Commandes du jour' }).getAttribute('href')).toBe('/ca/fr/staff');
  });

  it('signs out and goes to the sign-in page', async () => {
    const { router } = renderWithProviders(<ConsoleHeader staff={STAFF_MEMBER} title="Title" current="orders" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/staff/login'));
    expect(staffLogout).toHaveBeenCalled();
  });
});
