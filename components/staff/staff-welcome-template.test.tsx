/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { changeStaffPassword, staffLogin } from '@/lib/api/staff';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { StaffWelcomeTemplate, welcomeLinkOf } from './staff-welcome-template';

jest.mock('@/lib/api/staff', () => ({ staffLogin: jest.fn(), changeStaffPassword: jest.fn(async () => ({ code: 'password_changed', message: 'ok' })) }));

const CODE = 'q7mR2x-one-time-code-from-the-link_AbCdEf012345';

function openLink(hash: string) {
  window.history.replaceState(null, '', `/staff/welcome${hash}`);
}

describe('welcomeLinkOf', () => {
  it('reads the email and code of the fragment, or nothing', () => {
    expect(welcomeLinkOf('#email=pat%40example.com&code=abc')).toEqual({ email: 'pat@example.com', code: 'abc' });
    expect(welcomeLinkOf('#email=pat%40example.com')).toBeNull();
    expect(welcomeLinkOf('')).toBeNull();
  });
});

describe('StaffWelcomeTemplate', () => {
  beforeEach(() => jest.mocked(staffLogin).mockReset());

  it('signs in with the link, drops it from the address bar, and sets the chosen password with the one-time code', async () => {
    jest.mocked(staffLogin).mockResolvedValue({ token: 't', expiresAt: '2030-01-01T00:00:00Z', staff: { ...STAFF_MEMBER, mustChangePassword: true } });
    openLink(`#email=pat%40example.com&code=${CODE}`);
    const { router } = renderWithProviders(<StaffWelcomeTemplate />);
    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeTruthy();
    expect(staffLogin).toHaveBeenCalledWith(expect.anything(), { email: 'pat@example.com', password: CODE });
    expect(window.location.hash).toBe('');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Smoked-Brisket-2031' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'Smoked-Brisket-2031' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/staff'));
    expect(changeStaffPassword).toHaveBeenCalledWith(expect.anything(), { currentPassword: CODE, newPassword: 'Smoked-Brisket-2031' });
  });

  it('says a link that no longer signs in has expired or was used', async () => {
    jest.mocked(staffLogin).mockRejectedValue(new Error('401'));
    openLink(`#email=pat%40example.com&code=${CODE}`);
    renderWithProviders(<StaffWelcomeTemplate />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/expired or was already used/);
    expect(screen.getByRole('link', { name: 'Go to staff sign-in' }).getAttribute('href')).toBe('/staff/login');
  });

  it('says so for a page opened without a link', async () => {
    openLink('');
    renderWithProviders(<StaffWelcomeTemplate />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/expired or was already used/);
    expect(staffLogin).not.toHaveBeenCalled();
  });
});
