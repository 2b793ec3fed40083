/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ACCOUNT_MESSAGES } from '@/domain/messages';
import { navigation } from '@/lib/api/navigation';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { ChangePasswordSection } from './change-password-section';

const SLOW = { timeout: 10_000 };
const PATH = '/online-ordering/auth/customer/change-password';
const LABELS = {
  'en-us': { current: 'Current password', next: 'New password', confirm: 'Confirm new password', submit: 'Change my password' },
  'fr-ca': { current: 'Mot de passe actuel', next: 'Nouveau mot de passe', confirm: 'Confirmez le nouveau mot de passe', submit: 'Changer mon mot de passe' },
  'ja-jp': { current: '現在のパスワード', next: '新しいパスワード', confirm: '新しいパスワード（確認）', submit: 'パスワードを変更' },
} as const;
type Locale = keyof typeof LABELS;

let api: TestServer;
let navigate: jest.SpyInstance;

beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);
  jest.spyOn(navigation, 'currentPath').mockReturnValue('/user-profile');
});
afterEach(() => jest.restoreAllMocks());

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

/** The error text shown beside a field, through its aria-describedby. */
function errorOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function fillAndSubmit(locale: Locale, current: string, next: string, confirm: string) {
  const labels = LABELS[locale];
  fireEvent.change(input(labels.current), { target: { value: current } });
  fireEvent.change(input(labels.next), { target: { value: next } });
  fireEvent.change(input(labels.confirm), { target: { value: confirm } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: labels.submit }));
  });
}

describe('ChangePasswordSection', () => {
  it('fr-CA: an empty form shows SPEC §5 messages beside each field, focuses the first and sends nothing', async () => {
    renderWithProviders(<ChangePasswordSection />, { locale: 'fr-ca' });
    expect(screen.getByRole('heading', { name: 'Changer le mot de passe' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    });
    const current = input('Mot de passe actuel');
    await waitFor(() => expect(errorOf(current)).toBe('Le mot de passe est obligatoire'), SLOW);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe('change-password-currentPassword-error');
    expect(errorOf(input('Nouveau mot de passe'))).toBe('Le mot de passe est obligatoire');
    expect(errorOf(input('Confirmez le nouveau mot de passe'))).toBe('Ce champ est obligatoire');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(api.requests).toEqual([]);
  });

  it.each([
    ['Short1a', 'Short1a', 'next', 'Password of at least 8 characters'],
    ['alllowercase1', 'alllowercase1', 'next', 'At least one lowercase letter, one uppercase letter and one number'],
    ['ALLUPPERCASE1', 'ALLUPPERCASE1', 'next', 'At least one lowercase letter, one uppercase letter and one number'],
    ['NoDigitsHere', 'NoDigitsHere', 'next', 'At least one lowercase letter, one uppercase letter and one number'],
    ['Smoked1Brisket', 'Smoked1Briskey', 'confirm', 'Passwords must match'],
  ] as const)('new %p confirmed as %p: "%s" field says %p, nothing sent', async (next, confirm, field, message) => {
    renderWithProviders(<ChangePasswordSection />);
    await fillAndSubmit('en-us', 'Old-Pass-1', next, confirm);
    const target = input(LABELS['en-us'][field]);
    await waitFor(() => expect(errorOf(target)).toBe(message), SLOW);
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(input('Current password'))).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(api.requests).toEqual([]);
  });

  it('ja-JP: a wrong current password (400) is shown beside it, focused, and does not sign the diner out', async () => {
    api.respond = () => ({ status: 400, body: { code: 'current_password_wrong', message: ACCOUNT_MESSAGES.currentPasswordWrong } });
    document.cookie = 'jwt_token=a.b.c; path=/';
    renderWithProviders(<ChangePasswordSection />, { locale: 'ja-jp' });
    await fillAndSubmit('ja-jp', 'Not-It-123', 'Smoked1Brisket', 'Smoked1Brisket');
    const current = input('現在のパスワード');
    await waitFor(() => expect(errorOf(current)).toBe('現在のパスワードが正しくありません'), SLOW);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.cookie).toContain('jwt_token=a.b.c');
  });

  it('a 401 (the session is over, not a wrong password) goes to the login page of the market', async () => {
    api.respond = () => ({ status: 401, body: { code: 'sign_in_required', message: ACCOUNT_MESSAGES.signInRequired } });
    jest.spyOn(navigation, 'currentPath').mockReturnValue('/ca/fr/user-profile');
    renderWithProviders(<ChangePasswordSection />, { locale: 'fr-ca' });
    await fillAndSubmit('fr-ca', 'Old-Pass-1', 'Smoked1Brisket', 'Smoked1Brisket');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ca/fr/login'), SLOW);
  });

  it.each([
    ['password_too_common', ACCOUNT_MESSAGES.passwordTooCommon, 'Ce mot de passe fait partie des plus courants. Choisissez-en un autre'],
    ['new_password_same_as_current', ACCOUNT_MESSAGES.newPasswordSameAsCurrent, "Le nouveau mot de passe doit être différent de l'actuel"],
  ])('fr-CA: the API refusal %p goes beside the new password, in French', async (code, message, french) => {
    api.respond = () => ({ status: 400, body: { code, message } });
    renderWithProviders(<ChangePasswordSection />, { locale: 'fr-ca' });
    await fillAndSubmit('fr-ca', 'Old-Pass-1', 'Password1', 'Password1');
    const next = input('Nouveau mot de passe');
    await waitFor(() => expect(errorOf(next)).toBe(french), SLOW);
    expect(document.activeElement).toBe(next);
    expect(errorOf(input('Mot de passe actuel'))).toBeNull();
  });

  it('a refusal about no field (throttling) is an alert above the form', async () => {
    api.respond = () => ({ status: 429, body: { code: 'too_many_sign_in_attempts', params: { minutes: 7 }, message: 'Too many sign-in attempts. Try again in 7 minutes' } });
    renderWithProviders(<ChangePasswordSection />, { locale: 'fr-ca' });
    await fillAndSubmit('fr-ca', 'Old-Pass-1', 'Smoked1Brisket', 'Smoked1Brisket');
    await waitFor(() => expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain('Trop de tentatives de connexion. Réessayez dans 7 minutes'), SLOW);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('changes the password: sends both, confirms in a status and empties the form', async () => {
    api.respond = () => ({ body: { code: 'password_changed', message: ACCOUNT_MESSAGES.passwordChanged } });
    renderWithProviders(<ChangePasswordSection />);
    await fillAndSubmit('en-us', 'Old-Pass-1', 'Smoked1Brisket', 'Smoked1Brisket');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your password is changed'), SLOW);
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([`POST ${PATH}`]);
    expect(JSON.parse(api.requests[0]?.body ?? '{}')).toEqual({ currentPassword: 'Old-Pass-1', newPassword: 'Smoked1Brisket' });
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(input(label).value).toBe('');
      expect(input(label).getAttribute('aria-invalid')).toBe('false');
    }
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
