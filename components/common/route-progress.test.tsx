/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ROUTE_PROGRESS_DELAY, RouteProgress } from './route-progress';

describe('RouteProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const bar = () => screen.queryByTestId('route-progress');

  it.each([
    ['en-us', 'Loading the page'],
    ['fr-ca', 'Chargement de la page'],
  ] as const)('%s: shows the bar and says the page is loading while a slow page loads, until it is there', (locale, text) => {
    const { router } = renderWithProviders(<RouteProgress />, { locale });
    act(() => router.events.emit('routeChangeStart', '/cart', { shallow: false }));
    expect(bar()).toBeNull();
    act(() => jest.advanceTimersByTime(ROUTE_PROGRESS_DELAY));
    expect(bar()).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(text);
    act(() => router.events.emit('routeChangeComplete', '/cart', { shallow: false }));
    expect(bar()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('never shows for a quick change, a shallow one, or after an error', () => {
    const { router } = renderWithProviders(<RouteProgress />);
    act(() => router.events.emit('routeChangeStart', '/cart', { shallow: false }));
    act(() => router.events.emit('routeChangeComplete', '/cart', { shallow: false }));
    act(() => jest.advanceTimersByTime(ROUTE_PROGRESS_DELAY * 2));
    expect(bar()).toBeNull();
    act(() => router.events.emit('routeChangeStart', '/cart?tab=2', { shallow: true }));
    act(() => jest.advanceTimersByTime(ROUTE_PROGRESS_DELAY * 2));
    expect(bar()).toBeNull();
    act(() => router.events.emit('routeChangeStart', '/menu', { shallow: false }));
    act(() => jest.advanceTimersByTime(ROUTE_PROGRESS_DELAY));
    act(() => router.events.emit('routeChangeError', new Error('cancelled'), '/menu', { shallow: false }));
    expect(bar()).toBeNull();
  });
});
