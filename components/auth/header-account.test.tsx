/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { MobileAccount } from '@/components/header/mobile-account';
import { navigation } from '@/lib/api/navigation';
import { logoutSession } from '@/lib/api/auth';
import { HeaderAccount, signInHref } from './header-account';

jest.mock('@/lib/api/auth', () => ({ logoutSession: jest.fn(async () => undefined) }));

describe('signInHref', () => {
  it.each([
    ['', '/', '/login'],
    ['', '/locations/texas', '/login?next=%2Flocations%2Ftexas'],
    ['/ca/fr', '/ca/fr/cart?x=1#top', '/login?next=%2Fca%2Ffr%2Fcart%3Fx%3D1'],
    ['', '/login?next=%2Fcart', '/login'],
    ['/ca/fr', '/ca/fr/signup', '/login'],
    ['/ca/fr', '/ca/fr', '/login'],
    ['/ca', '/ca/login', '/login'],
    // The prefix comes from the market, not from the path: a US page named /ca/... is a page.
    ['', '/ca/fr/signup', '/login?next=%2Fca%2Ffr%2Fsignup'],
  ])('in market %j, %s -> %s', (prefix, asPath, expected) => {
    expect(signInHref({ prefix }, asPath)).toBe(expected);
  });
});

describe('HeaderAccount', () => {
  it('offers Sign In, coming back to this page, in the market', () => {
    renderWithProviders(<HeaderAccount />, { locale: 'fr-ca', pathname: '/locations', asPath: '/ca/fr/locations' });
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/ca/fr/login?next=%2Fca%2Ffr%2Flocations');
  });

  it('greets the signed-in diner, links My Profile and logs out with SPEC §4 steps', async () => {
    document.cookie = 'jwt_token=abc; Path=/';
    document.cookie = 'couponItemId=9; Path=/';
    const navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);
    renderWithProviders(<HeaderAccount />, { locale: 'en-us', user: { firstName: 'Dana', spendablePoints: 0 } });
    expect(screen.getByRole('link', { name: /Hi, Dana/ }).getAttribute('href')).toBe('/user-profile');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(logoutSession).toHaveBeenCalled();
    expect(document.cookie).not.toContain('jwt_token=');
    expect(document.cookie).not.toContain('couponItemId=');
    navigate.mockRestore();
  });
});

describe('MobileAccount', () => {
  it('has Log out in the signed-in block, going to the market home', async () => {
    const navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);
    const onNavigate = jest.fn();
    renderWithProviders(<MobileAccount onNavigate={onNavigate} />, { locale: 'fr-ca', user: { firstName: 'Dana', spendablePoints: 3 } });
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ca/fr'));
    expect(onNavigate).toHaveBeenCalled();
    navigate.mockRestore();
  });
});
