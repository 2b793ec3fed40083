/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { signUp } from '@/lib/api/auth';
import { navigation } from '@/lib/api/navigation';
import { countryOfLocale, type LocaleTag } from '@/domain/markets';
import { postalCodeInputMode } from '@/domain/validation/patterns';
import { SignUpTemplate } from './signup-template';

jest.mock('@/lib/api/auth', () => ({ signUp: jest.fn() }));
const mockSignUp = signUp as jest.MockedFunction<typeof signUp>;

/** The page's props, with the postal-code keyboard the page loader reads for the market (pages/signup.tsx). */
const propsFor = (locale: LocaleTag = 'en-us') => ({
  next: '/user-profile',
  nextQuery: '?next=%2Fuser-profile',
  facebookAppId: null,
  loginPath: '/login',
  zipInputMode: postalCodeInputMode(countryOfLocale(locale)),
});

function fillAndSubmit(email: string) {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('First name', 'Ada');
  fill('Last name', 'Pit');
  fill('Phone', '(512) 555-0142');
  fill('Email', email);
  fill('Confirm email', email);
  fill('Password', 'Smoked1Brisket');
  fill('Confirm password', 'Smoked1Brisket');
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignUpTemplate', () => {
  beforeEach(() => {
    mockSignUp.mockReset();
    document.cookie = 'jwt_token=; max-age=0; path=/';
  });

  it('says where the email went and offers to sign in, without signing anyone in', async () => {
    const navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);
    mockSignUp.mockResolvedValueOnce({
      code: 'sign_up_email_sent',
      message: 'Check your inbox: we sent a message to ada@example.com to finish signing up',
      params: { email: 'ada@example.com' },
    });
    renderWithProviders(<SignUpTemplate {...propsFor('en-us')} />, { locale: 'en-us' });
    fillAndSubmit('ada@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('We sent a message to ada@example.com: open it to finish signing up and confirm your email address.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?next=%2Fuser-profile');
    expect(navigate).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('jwt_token=');
    navigate.mockRestore();
  });

  it('shows a 429 of the budget as an alert in the diner’s language', async () => {
    mockSignUp.mockRejectedValueOnce(
      new ApiError(429, 'Too many requests from this connection. Try again in 12 minutes', { code: 'too_many_account_requests', params: { minutes: 12 } }),
    );
    renderWithProviders(<SignUpTemplate {...propsFor('fr-ca')} />, { locale: 'fr-ca' });
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Prénom', 'Ada');
    fill('Nom de famille', 'Pit');
    fill('Téléphone', '(514) 555-0199');
    fill('Courriel', 'ada@example.com');
    fill('Confirmez le courriel', 'ada@example.com');
    fill('Mot de passe', 'Smoked1Brisket');
    fill('Confirmez le mot de passe', 'Smoked1Brisket');
    fireEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain('Trop de demandes depuis cette connexion. Réessayez dans 12 minutes'));
  });
});

describe('SignUpTemplate fields browsers fill', () => {
  const attributes = (label: string) => {
    const input = screen.getByLabelText(label) as HTMLInputElement;
    return [input.type, input.getAttribute('autocomplete'), input.getAttribute('inputmode')];
  };

  it('names each field for autofill, with the street address as one line and the keyboard each one needs', () => {
    renderWithProviders(<SignUpTemplate {...propsFor()} />);
    expect(attributes('Phone')).toEqual(['tel', 'tel', null]);
    expect(attributes('Email')).toEqual(['email', 'email', null]);
    expect(attributes('Street address')).toEqual(['text', 'address-line1', null]);
    expect(attributes('City')).toEqual(['text', 'address-level2', null]);
    expect(attributes('Zip or postal code')).toEqual(['text', 'postal-code', 'numeric']);
  });

  it('lets a Canadian postal code be typed with letters', () => {
    renderWithProviders(<SignUpTemplate {...propsFor('fr-ca')} />, { locale: 'fr-ca' });
    expect(attributes('Code postal')).toEqual(['text', 'postal-code', 'text']);
  });
});
