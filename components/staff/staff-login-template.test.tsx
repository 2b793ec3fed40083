/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { messageCode } from '@/domain/error-codes';
import { ACCOUNT_MESSAGES } from '@/domain/messages';
import { ApiError } from '@/lib/api/api-error';
import { changeStaffPassword, staffLogin } from '@/lib/api/staff';
import { beginStaffEnrolment, staffSecondFactor } from '@/lib/api/staff-second-factor';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { StaffLoginTemplate } from './staff-login-template';
import { StaffPasswordStep } from './staff-password-step';

jest.mock('@/lib/api/staff', () => ({ staffLogin: jest.fn(), changeStaffPassword: jest.fn() }));
jest.mock('@/lib/api/staff-second-factor', () => ({ ...jest.requireActual('@/lib/api/staff-second-factor'), staffSecondFactor: jest.fn(), beginStaffEnrolment: jest.fn() }));

const ONE_TIME = 'q7mR2x-one-time-password';
const NEW_PASSWORD = 'Smoked-Brisket-2031';

async function signInWithOneTimePassword() {
  jest.mocked(staffLogin).mockResolvedValue({ token: 't', expiresAt: '2030-01-01T00:00:00Z', staff: { ...STAFF_MEMBER, mustChangePassword: true } });
  const rendered = renderWithProviders(<StaffLoginTemplate step="sign-in" />);
  fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'pat@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: ONE_TIME } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: NEW_PASSWORD } });
  fireEvent.change(screen.getByLabelText('New password again'), { target: { value: NEW_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  return rendered;
}

describe('StaffLoginTemplate', () => {
  beforeEach(() => {
    jest.mocked(staffLogin).mockReset();
    jest.mocked(changeStaffPassword).mockReset();
  });

  it('after a one-time password asks only for a new one (the one just typed is not asked again), then opens the console', async () => {
    jest.mocked(changeStaffPassword).mockResolvedValue({ code: 'password_changed', message: 'ok' });
    const { router } = await signInWithOneTimePassword();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/staff'));
    expect(screen.queryByLabelText('One-time password')).toBeNull();
    expect(staffLogin).toHaveBeenCalledWith(expect.anything(), { email: 'pat@example.com', password: ONE_TIME });
    expect(changeStaffPassword).toHaveBeenCalledWith(expect.anything(), { currentPassword: ONE_TIME, newPassword: NEW_PASSWORD });
  });

  it('on a reload asks for the one-time password, with the work email as the hidden username for password managers', async () => {
    jest.mocked(changeStaffPassword).mockRejectedValue(new ApiError(400, ACCOUNT_MESSAGES.currentPasswordWrong, { code: messageCode('currentPasswordWrong') }));
    const { router, container } = renderWithProviders(<StaffLoginTemplate step="password" email="pat@example.com" />);
    const username = container.querySelector('input[autocomplete="username"]') as HTMLInputElement;
    expect(username.value).toBe('pat@example.com');
    expect(screen.getByLabelText('One-time password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    fireEvent.change(screen.getByLabelText('One-time password'), { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: NEW_PASSWORD } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: NEW_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const field = screen.getByLabelText('One-time password');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/current password is not correct/);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says what is wrong when the rules refuse a submit, even about a field it does not show, and sends nothing', async () => {
    renderWithProviders(<StaffPasswordStep form="staff-password" email="pat@example.com" oneTimePassword="" />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: NEW_PASSWORD } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'Something-Else-2031' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const alert = await screen.findByText(/^Some fields need your attention/);
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password again')));
    expect(changeStaffPassword).not.toHaveBeenCalled();
  });

  it('asks a member with a second factor for the code, then opens the console', async () => {
    jest.mocked(staffLogin).mockResolvedValue({ secondFactorRequired: true, challenge: 'challenge-1', expiresAt: '2030-01-01T00:05:00Z' });
    jest.mocked(staffSecondFactor).mockResolvedValue({ token: 't', expiresAt: '2030-01-01T12:00:00Z', staff: { ...STAFF_MEMBER, role: 'brand_admin' } });
    const { router } = renderWithProviders(<StaffLoginTemplate step="sign-in" />);
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: NEW_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Enter your sign-in code' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('6-digit code or recovery code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/A code is 6 digits/)).toBeTruthy();
    expect(staffSecondFactor).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('6-digit code or recovery code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/staff'));
    expect(staffSecondFactor).toHaveBeenCalledWith(expect.anything(), 'challenge-1', '123456');
  });

  it('opens a brand admin without a second factor on the set-up: key as QR code and text', async () => {
    jest.mocked(beginStaffEnrolment).mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', issuer: 'Hickory', account: 'pat@example.com' });
    renderWithProviders(<StaffLoginTemplate step="enrol" email="pat@example.com" />);
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of your Hickory key' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByLabelText('6-digit code from the app')).toBeTruthy();
  });
});
