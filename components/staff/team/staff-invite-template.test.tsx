/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { acceptStaffInvite, checkStaffInvite } from '@/lib/api/staff-team';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { inviteTokenOf, StaffInviteTemplate } from './staff-invite-template';

jest.mock('@/lib/api/staff-team', () => ({ checkStaffInvite: jest.fn(), acceptStaffInvite: jest.fn() }));
jest.mock('@/lib/api/staff-second-factor', () => ({ beginStaffEnrolment: jest.fn(() => new Promise(() => undefined)), confirmStaffEnrolment: jest.fn() }));

const TOKEN = 'Zx9-invitation_token';
const CHOSEN = 'Smoked-Brisket-2031';

function openLink(hash: string) {
  window.history.replaceState(null, '', `/staff/invite${hash}`);
}

describe('inviteTokenOf', () => {
  it('reads the token of the fragment, or nothing', () => {
    expect(inviteTokenOf(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(inviteTokenOf('#token=')).toBeNull();
    expect(inviteTokenOf('')).toBeNull();
  });
});

describe('StaffInviteTemplate', () => {
  beforeEach(() => {
    jest.mocked(checkStaffInvite).mockReset().mockResolvedValue({ email: 'rosa@whitlocks.example', firstName: 'Rosa', role: 'store_manager', expiresAt: '2999-01-01T00:00:00Z' });
    jest.mocked(acceptStaffInvite).mockReset();
  });

  it('checks the link, drops it from the address bar, and signs in with the chosen password', async () => {
    jest.mocked(acceptStaffInvite).mockResolvedValue({ token: 't', expiresAt: '2030-01-01T00:00:00Z', staff: { ...STAFF_MEMBER, role: 'store_manager' } });
    openLink(`#token=${TOKEN}`);
    const { router } = renderWithProviders(<StaffInviteTemplate />);
    expect(await screen.findByText('Welcome, Rosa. You were invited as Store manager with rosa@whitlocks.example: choose your password.')).toBeTruthy();
    expect(checkStaffInvite).toHaveBeenCalledWith(expect.anything(), TOKEN);
    expect(window.location.hash).toBe('');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: CHOSEN } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'Something-Else-2031' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByLabelText('New password again').getAttribute('aria-invalid')).toBe('true'));
    expect(acceptStaffInvite).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: CHOSEN } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/staff'));
    expect(acceptStaffInvite).toHaveBeenCalledWith(expect.anything(), TOKEN, CHOSEN);
  });

  it('goes on to the authenticator app for a brand admin', async () => {
    jest.mocked(acceptStaffInvite).mockResolvedValue({ token: 't', expiresAt: '2030-01-01T00:00:00Z', staff: { ...STAFF_MEMBER, role: 'brand_admin', secondFactorEnrolmentRequired: true } });
    openLink(`#token=${TOKEN}`);
    renderWithProviders(<StaffInviteTemplate />);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: CHOSEN } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: CHOSEN } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeTruthy();
  });

  it('says in French that a link was used, with the way to sign in', async () => {
    jest.mocked(checkStaffInvite).mockRejectedValue(new ApiError(400, 'used', { code: 'staff_team_invite_used' }));
    openLink(`#token=${TOKEN}`);
    renderWithProviders(<StaffInviteTemplate />, { locale: 'fr-ca' });
    expect((await screen.findByRole('alert')).textContent).toBe('Ce lien d’invitation a déjà été utilisé : connectez-vous avec votre courriel et le mot de passe que vous avez choisi');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/ca/fr/staff/login');
  });

  it('says so for a page opened without a link', async () => {
    openLink('');
    renderWithProviders(<StaffInviteTemplate />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/This invitation link is not valid/);
    expect(checkStaffInvite).not.toHaveBeenCalled();
  });
});
