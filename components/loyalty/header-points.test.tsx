/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { HeaderPoints } from './header-points';

describe('HeaderPoints', () => {
  it.each([
    ['en-us', '120 pts', '120 points to spend: see my rewards'],
    ['fr-ca', '1 pt', '1 points à utiliser : voir mes récompenses'],
  ] as const)('%s: links the spendable points to My Rewards', (locale, shown, label) => {
    const points = shown.startsWith('1 ') ? 1 : 120;
    renderWithProviders(<HeaderPoints />, { locale, user: { firstName: 'Dana', spendablePoints: points } });
    const link = screen.getByRole('link', { name: label });
    expect(link.textContent).toBe(shown);
    expect(link.getAttribute('href')).toMatch(/\/user-profile\/loyalty$/);
  });

  it('shows nothing signed out or without points', () => {
    const { container } = renderWithProviders(<HeaderPoints />, { locale: 'en-us', user: null });
    expect(container.textContent).toBe('');
    renderWithProviders(<HeaderPoints />, { locale: 'en-us', user: { firstName: 'Dana', spendablePoints: null } });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
