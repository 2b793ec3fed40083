/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import {
  changeStaffMember,
  fetchStaffTeam,
  inviteStaffMember,
  resendStaffInvite,
  resetStaffSecondFactor,
  setStaffMemberActive,
  type StaffTeam,
  type StaffTeamMember,
} from '@/lib/api/staff-team';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { TeamTemplate } from './team-template';

jest.mock('@/lib/api/staff-team', () => ({
  fetchStaffTeam: jest.fn(),
  inviteStaffMember: jest.fn(),
  resendStaffInvite: jest.fn(),
  changeStaffMember: jest.fn(),
  setStaffMemberActive: jest.fn(),
  resetStaffSecondFactor: jest.fn(),
}));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const MANAGER = { ...STAFF_MEMBER, role: 'store_manager' as const };
const ROSA: StaffTeamMember = {
  id: 21,
  firstName: 'Rosa',
  lastName: 'Pit',
  email: 'rosa@whitlocks.example',
  role: 'store_manager',
  stores: [{ id: 7, title: 'Austin Downtown' }],
  status: 'active',
  secondFactor: true,
  inviteExpiresAt: null,
};
const LEE: StaffTeamMember = { ...ROSA, id: 22, firstName: 'Lee', lastName: 'Ash', email: 'lee@whitlocks.example', role: 'store_staff', status: 'invited', secondFactor: false, inviteExpiresAt: '2999-01-01T00:00:00Z' };
const SELF: StaffTeamMember = { ...ROSA, id: STAFF_MEMBER.id, firstName: 'Dana', lastName: 'Store', email: STAFF_MEMBER.email, role: 'brand_admin', stores: [] };
const TEAM: StaffTeam = { members: [SELF, ROSA, LEE], roles: ['store_staff', 'store_manager', 'brand_admin'], stores: STAFF_MEMBER.stores };

beforeEach(() => {
  jest.mocked(fetchStaffTeam).mockReset().mockResolvedValue(TEAM);
  for (const call of [inviteStaffMember, resendStaffInvite, changeStaffMember, setStaffMemberActive, resetStaffSecondFactor]) jest.mocked(call).mockReset().mockResolvedValue(ROSA as never);
});

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('TeamTemplate', () => {
  it('lists each member with role, stores, status and second factor, linked from the console navigation', () => {
    renderWithProviders(<TeamTemplate staff={ADMIN} team={TEAM} />);
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Team' }).getAttribute('aria-current')).toBe('page');
    const rosa = screen.getByRole('row', { name: /Rosa Pit/ });
    expect(within(rosa).getByText('Store manager')).toBeTruthy();
    expect(within(rosa).getByText('Austin Downtown')).toBeTruthy();
    expect(within(rosa).getByText('Active')).toBeTruthy();
    expect(within(rosa).getByText('Set up')).toBeTruthy();
    const lee = screen.getByRole('row', { name: /Lee Ash/ });
    expect(within(lee).getByText(/Invited: the link works until/)).toBeTruthy();
    expect(within(lee).getByRole('button', { name: 'Send the invitation to Lee Ash again' })).toBeTruthy();
    // Nobody acts on their own row.
    expect(within(screen.getByRole('row', { name: /Dana Store/ })).queryByRole('button')).toBeNull();
  });

  it('invites by email with role and stores, saying what is missing first', async () => {
    renderWithProviders(<TeamTemplate staff={ADMIN} team={TEAM} />);
    await click(screen.getByRole('button', { name: 'Invite a member' }));
    const form = screen.getByRole('form', { name: 'Invite a member by email' });
    await click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText('First name is required')).toBeTruthy();
    expect(inviteStaffMember).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Mo' } });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Brisket' } });
    fireEvent.change(within(form).getByLabelText('Work email'), { target: { value: 'mo@whitlocks.example' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'store_manager' } });
    await click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText(/Choose at least one store/)).toBeTruthy();
    expect(inviteStaffMember).not.toHaveBeenCalled();

    fireEvent.click(within(form).getByLabelText('Dallas Lower Greenville'));
    await click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(inviteStaffMember).toHaveBeenCalledWith(expect.anything(), { firstName: 'Mo', lastName: 'Brisket', email: 'mo@whitlocks.example', role: 'store_manager', storeIds: [9] });
    expect((await screen.findByRole('status')).textContent).toBe('The invitation was sent to mo@whitlocks.example.');
    expect(screen.queryByRole('form', { name: 'Invite a member by email' })).toBeNull();
  });

  it('says in French why an invitation was refused', async () => {
    jest.mocked(inviteStaffMember).mockRejectedValue(new ApiError(409, 'A staff member with the email x exists already', { code: 'staff_team_email_taken', params: { email: 'mo@whitlocks.example' } }));
    renderWithProviders(<TeamTemplate staff={ADMIN} team={TEAM} />, { locale: 'fr-ca' });
    await click(screen.getByRole('button', { name: 'Inviter une personne' }));
    const form = screen.getByRole('form', { name: 'Inviter une personne par courriel' });
    fireEvent.change(within(form).getByLabelText('Prénom'), { target: { value: 'Mo' } });
    fireEvent.change(within(form).getByLabelText('Nom'), { target: { value: 'Brisket' } });
    fireEvent.change(within(form).getByLabelText('Courriel professionnel'), { target: { value: 'mo@whitlocks.example' } });
    fireEvent.click(within(form).getByLabelText('Austin Downtown'));
    await click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Un membre du personnel avec le courriel mo@whitlocks.example existe déjà');
  });

  it('deactivates only after confirmation, and resets a second factor the same way', async () => {
    renderWithProviders(<TeamTemplate staff={ADMIN} team={TEAM} />);
    await click(screen.getByRole('button', { name: 'Deactivate Rosa Pit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Rosa Pit?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('heading'));
    expect(setStaffMemberActive).not.toHaveBeenCalled();
    await click(within(dialog).getByRole('button', { name: 'Yes, deactivate' }));
    expect(setStaffMemberActive).toHaveBeenCalledWith(expect.anything(), 21, false);
    expect((await screen.findByRole('status')).textContent).toBe('Rosa Pit was deactivated and signed out.');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await click(screen.getByRole('button', { name: 'Reset the authenticator app of Rosa Pit' }));
    await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(resetStaffSecondFactor).not.toHaveBeenCalled();
    await click(screen.getByRole('button', { name: 'Reset the authenticator app of Rosa Pit' }));
    await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, reset' }));
    expect(resetStaffSecondFactor).toHaveBeenCalledWith(expect.anything(), 21);
  });

  it('changes a role and stores; a store manager is offered only their roles and no second-factor reset', async () => {
    const team: StaffTeam = { ...TEAM, members: [ROSA, LEE], roles: ['store_staff', 'store_manager'] };
    renderWithProviders(<TeamTemplate staff={MANAGER} team={team} />);
    expect(screen.queryByRole('button', { name: /Reset the authenticator app/ })).toBeNull();
    await click(screen.getByRole('button', { name: 'Change the role and stores of Lee Ash' }));
    const panel = screen.getByRole('form', { name: 'Role and stores of Lee Ash' });
    const role = within(panel).getByLabelText('Role');
    expect(within(role).queryByRole('option', { name: 'Brand admin' })).toBeNull();
    fireEvent.change(role, { target: { value: 'store_manager' } });
    fireEvent.click(within(panel).getByLabelText('Dallas Lower Greenville'));
    await click(within(panel).getByRole('button', { name: 'Save the changes' }));
    expect(changeStaffMember).toHaveBeenCalledWith(expect.anything(), 22, { role: 'store_manager', storeIds: [7, 9] });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The role and stores of Lee Ash were saved.'));
  });
});
