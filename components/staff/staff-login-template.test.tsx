/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { messageCode } from '@/domain/error-codes';
import { ACCOUNT_MESSAGES } from '@/domain/messages';
import { ApiError } from '@/lib/api/api-error';
import { changeStaffPassword, staffLogin } from '@/lib/api/staff';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { StaffLoginTemplate } from './staff-login-template';

jest.mock('@/lib/api/staff', () => ({ staffLogin: jest.fn(), changeStaffPassword: jest.fn() }));

const ONE_TIME = 'q7mR2x-one-time-password';
const NEW_PASSWORD = 'Smoked-Brisket-2031';

async function signInWithOneTimePassword() {
  jest.mocked(staffLogin).mockResolvedValue({ token: 't', expiresAt: '2030-01-01T00:00:00Z', staff: { ...STAFF_MEMBER, mustChangePassword: true } });
  const rendered = renderWithProviders(<StaffLoginTemplate step="sign-in" />);
  fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'pat@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: ONE_TIME } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('One-time password'), { target: { value: ONE_TIME } });
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

  it('after a one-time password asks for it again with a new password, then opens the console', async () => {
    jest.mocked(changeStaffPassword).mockResolvedValue({ code: 'password_changed', message: 'ok' });
    const { router } = await signInWithOneTimePassword();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/staff'));
    expect(staffLogin).toHaveBeenCalledWith(expect.anything(), { email: 'pat@example.com', password: ONE_TIME });
    expect(changeStaffPassword).toHaveBeenCalledWith(expect.anything(), { currentPassword: ONE_TIME, newPassword: NEW_PASSWORD });
  });

  it('shows a wrong one-time password beside its field and moves focus there', async () => {
    jest.mocked(changeStaffPassword).mockRejectedValue(new ApiError(400, ACCOUNT_MESSAGES.currentPasswordWrong, { code: messageCode('currentPasswordWrong') }));
    const { router } = await signInWithOneTimePassword();
    const field = screen.getByLabelText('One-time password');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/current password is not correct/);
    expect(screen.getAllByRole('alert').map((alert) => alert.id)).toEqual([field.getAttribute('aria-describedby')]);
    expect(router.push).not.toHaveBeenCalled();
  });
});
