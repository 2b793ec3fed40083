/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { login } from '@/lib/api/auth';
import { navigation } from '@/lib/api/navigation';
import { LoginTemplate } from './login-template';

jest.mock('@/lib/api/auth', () => ({ login: jest.fn() }));
const mockLogin = login as jest.MockedFunction<typeof login>;

const props = { next: '/ca/fr/user-profile', nextQuery: '', notice: null, facebookAppId: null, loginPath: '/ca/fr/login' };

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Courriel'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginTemplate', () => {
  beforeEach(() => mockLogin.mockReset());

  it('shows SPEC §5 messages inline in French and focuses the first field in error', async () => {
    renderWithProviders(<LoginTemplate {...props} />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Le courriel est obligatoire')).toBeTruthy();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeTruthy();
    const email = screen.getByLabelText('Courriel');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('login-email-error');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(mockLogin).not.toHaveBeenCalled();
  });

  it.each([
    [new ApiError(401, 'Wrong email or password', { code: 'wrong_credentials' }), 'Courriel ou mot de passe incorrect'],
    [new ApiError(429, 'Too many sign-in attempts. Try again in 7 minutes', { code: 'too_many_sign_in_attempts', params: { minutes: 7 } }), 'Trop de tentatives de connexion. Réessayez dans 7 minutes'],
  ])('shows the API refusal %p as an alert in French', async (error, expected) => {
    mockLogin.mockRejectedValueOnce(error);
    renderWithProviders(<LoginTemplate {...props} />, { locale: 'fr-ca' });
    fillAndSubmit('ada@example.com', 'Wrong1Password');
    await waitFor(() => expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(expected));
  });

  it('stores the session and goes to the next page', async () => {
    const navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);
    mockLogin.mockResolvedValueOnce({ token: 'a.b.c', expiresAt: new Date(Date.now() + 60_000).toISOString(), customer: {} as never });
    renderWithProviders(<LoginTemplate {...props} />, { locale: 'fr-ca' });
    fillAndSubmit(' ada@example.com ', 'Smoked1Brisket');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ca/fr/user-profile'));
    expect(mockLogin).toHaveBeenCalledWith({ locale: 'fr-ca' }, { email: 'ada@example.com', password: 'Smoked1Brisket' });
    expect(document.cookie).toContain('jwt_token=a.b.c');
    navigate.mockRestore();
  });

  it('explains that Facebook sign-in is not set up when there is no app id', () => {
    renderWithProviders(<LoginTemplate {...props} />, { locale: 'en-us' });
    expect(screen.getByRole('note').textContent).toContain('Facebook sign-in is not set up on this site');
  });

  it('offers the Facebook button once its code arrives when an app id is set', async () => {
    renderWithProviders(<LoginTemplate {...props} facebookAppId="1234567890" />, { locale: 'fr-ca' });
    const facebook = () => screen.getByRole('button', { name: 'Continuer avec Facebook' });
    await waitFor(() => expect(facebook().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
