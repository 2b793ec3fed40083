/**
 * Invitations to the staff team: a manager invites a member by email (name, role, stores), which
 * creates the account with no password that signs in and mails a one-time link
 * (INVITE_LINK_HOURS); sending it again replaces the earlier link. The link's page checks it, then
 * takes the member's own password (the password rules of every account), which uses the link and
 * signs them in; a brand admin then sets up their authenticator app, as at any first sign-in.
 * A used, expired, replaced or unknown link is refused saying which.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { LocaleTag } from '@/domain/markets';
import { passwordErrorDetail, passwordMessage, passwordProblem } from '@/domain/passwords';
import { inviteExpiry, inviteState } from '@/domain/staff/team';
import type { WireStaffSession } from '@/domain/wire/staff';
import type { WireInviteAccept, WireInviteCheck, WireTeamInviteRequest, WireTeamMember } from '@/domain/wire/staff-team';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import { isEmail } from '@/domain/validation';
import { BadRequestError, fieldTextsError, type FieldTextName } from '@/server/errors';
import { hashPassword } from '@/server/modules/auth';
import { renderStaffInvite } from '@/server/modules/email';
import { recordAudit } from './audit';
import type { StaffCaller, StaffDeps } from './deps';
import { presentStaffSession } from './presenter';
import { findStaffById, insertStaffAccount, normalizeStaffEmail, storesOf, updateStaffPassword, type StaffRow } from './repository';
import { checkedAssignment, managerOf, presentedMember, teamRefusal, visibleMember } from './team';
import * as team from './team-repository';

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new link for the member (the earlier ones stop working), written with its audit row in `tx`; the link's token. */
async function newInvite(tx: StaffDeps['db'], staffId: number, invitedBy: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await team.replaceOpenInvites(tx, staffId, now);
  await team.insertInvite(tx, { staffId, tokenHash: hashOf(token), invitedBy, createdAt: now, expiresAt: inviteExpiry(now) });
  return token;
}

/** Mails the link after the change committed; a mail failure is logged (the manager may send it again). */
async function mailInvite(deps: StaffDeps, member: Pick<StaffRow, 'id' | 'email' | 'firstName' | 'role' | 'brandId'>, inviter: StaffRow, token: string, locale: LocaleTag): Promise<void> {
  try {
    const mail = renderStaffInvite({
      to: member.email,
      firstName: member.firstName,
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      role: member.role,
      brandName: await team.brandTitle(deps.db, member.brandId),
      locale,
      token,
      storefrontUrl: deps.storefrontUrl,
    });
    await deps.mailer.queue({ kind: 'staff-invite', orderId: null, toAddress: member.email, ...mail });
  } catch (error) {
    deps.log.error({ staffId: member.id, err: error }, 'staff invitation not queued');
  }
}

/** The name and address of an invitation, each with its field's own message. */
function checkInviteFields(body: WireTeamInviteRequest): void {
  const problems: FieldTextName[] = [];
  if (!body.firstName.trim()) problems.push('firstNameRequired');
  if (!body.lastName.trim()) problems.push('lastNameRequired');
  if (!body.email.trim()) problems.push('emailRequired');
  else if (!isEmail(body.email.trim())) problems.push('invalidEmail');
  if (problems.length > 0) throw fieldTextsError(problems);
}

export async function inviteMember(deps: StaffDeps, caller: StaffCaller, identity: StaffIdentity, body: WireTeamInviteRequest, locale: LocaleTag): Promise<WireTeamMember> {
  const manager = await managerOf(deps.db, identity);
  checkInviteFields(body);
  await checkedAssignment(deps.db, identity, manager, body.role, body.storeIds);
  const inviter = await findStaffById(deps.db, identity.id);
  const email = normalizeStaffEmail(body.email);
  const storeIds = body.role === 'brand_admin' ? [] : [...new Set(body.storeIds)].sort((a, b) => a - b);
  const now = deps.now();
  // No password signs in until the member chooses one through the link.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const created = await deps.db.transaction(async (tx) => {
    const id = await insertStaffAccount(tx, {
      email,
      passwordHash: unusable,
      mustChangePassword: true,
      oneTimePasswordExpiresAt: null,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      role: body.role,
      brandId: identity.brandId,
      createdAt: now,
      updatedAt: now,
    });
    if (id === undefined) return null;
    await team.replaceStores(tx, id, storeIds);
    const token = await newInvite(tx, id, identity.id, now);
    await recordAudit(tx, {
      staffId: identity.id,
      action: 'staff-invite',
      subjectType: 'staff',
      subjectId: String(id),
      before: null,
      after: { email, role: body.role, storeIds },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return { id, token };
  });
  if (!created) throw teamRefusal(409, 'emailTaken', { email });
  const member = (await findStaffById(deps.db, created.id))!;
  await mailInvite(deps, member, inviter!, created.token, locale);
  return presentedMember(deps.db, identity, manager, created.id);
}

export async function resendInvite(deps: StaffDeps, caller: StaffCaller, identity: StaffIdentity, staffId: number, locale: LocaleTag): Promise<WireTeamMember> {
  const manager = await managerOf(deps.db, identity);
  const row = await visibleMember(deps.db, identity, manager, staffId);
  if (row.deactivatedAt) throw teamRefusal(409, 'deactivated');
  if (!row.mustChangePassword || (await team.hasUsedInvite(deps.db, staffId))) throw teamRefusal(409, 'alreadyJoined', { email: row.email });
  const now = deps.now();
  const token = await deps.db.transaction(async (tx) => {
    const issued = await newInvite(tx, staffId, identity.id, now);
    await recordAudit(tx, {
      staffId: identity.id,
      action: 'staff-invite',
      subjectType: 'staff',
      subjectId: String(staffId),
      before: row.invite ? { inviteExpiresAt: row.invite.expiresAt.toISOString() } : null,
      after: { inviteExpiresAt: inviteExpiry(now).toISOString(), resent: true },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return issued;
  });
  const member = (await findStaffById(deps.db, staffId))!;
  await mailInvite(deps, member, (await findStaffById(deps.db, identity.id))!, token, locale);
  return presentedMember(deps.db, identity, manager, staffId);
}

/** The member of an open link, or the refusal saying why the link does not work. */
async function openInvite(deps: StaffDeps, token: string): Promise<{ member: StaffRow; expiresAt: Date }> {
  const invite = await team.findInvite(deps.db, hashOf(token));
  const member = invite ? await findStaffById(deps.db, invite.staffId) : undefined;
  if (!invite || !member) throw teamRefusal(400, 'inviteUnknown');
  const state = inviteState(invite, deps.now());
  if (state === 'used') throw teamRefusal(400, 'inviteUsed');
  if (state === 'expired') throw teamRefusal(400, 'inviteExpired');
  if (state === 'replaced') throw teamRefusal(400, 'inviteReplaced');
  // A member deactivated before joining: their link opens nothing.
  if (member.deactivatedAt) throw teamRefusal(400, 'inviteUnknown');
  return { member, expiresAt: invite.expiresAt };
}

export async function checkInvite(deps: StaffDeps, token: string): Promise<WireInviteCheck> {
  const { member, expiresAt } = await openInvite(deps, token);
  return { email: member.email, firstName: member.firstName, role: member.role, expiresAt: expiresAt.toISOString() };
}

export async function acceptInvite(deps: StaffDeps, caller: StaffCaller, body: WireInviteAccept): Promise<WireStaffSession> {
  const { member } = await openInvite(deps, body.token);
  const problem = passwordProblem(body.password, deps.isCommon);
  if (problem) throw new BadRequestError(passwordMessage(problem), undefined, passwordErrorDetail(problem));
  const now = deps.now();
  const hash = await hashPassword(body.password);
  const used = await deps.db.transaction(async (tx) => {
    const staffId = await team.useInvite(tx, hashOf(body.token), now);
    if (staffId !== member.id) return false;
    await updateStaffPassword(tx, member.id, hash, now);
    await recordAudit(tx, { staffId: member.id, action: 'staff-invite-accept', subjectType: 'staff', subjectId: String(member.id), before: { invited: true }, after: { invited: false }, requestId: caller.requestId, clientAddress: caller.ip, at: now });
    return true;
  });
  // A second click that lost the race answers as the link now is.
  if (!used) {
    await openInvite(deps, body.token);
    throw teamRefusal(400, 'inviteUsed');
  }
  const issued = await deps.issue(member.id);
  const row = (await findStaffById(deps.db, member.id))!;
  return presentStaffSession(issued, row, await storesOf(deps.db, row), false);
}
