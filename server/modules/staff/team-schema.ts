/** Request and response schemas of the staff team's routes (domain/wire/staff-team.ts). Bodies allow no extra fields; names and addresses are bounded by the invitation's field table. */
import { Type } from '@sinclair/typebox';
import { PASSWORD_FIELD_MAX } from '@/domain/validation';
import { STAFF_INVITE_FIELDS, TEAM_STORES_MAX } from '@/domain/staff/team';
import { STAFF_ROLES } from '@/domain/wire/staff';
import { errorResponses, Id, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { SessionSchema } from './schema';

const tags = ['staff'];
const Role = Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)));
const StoreIds = Type.Array(Id('Store id'), { maxItems: TEAM_STORES_MAX, description: 'The stores the member works at (none for a brand admin, who works at every store)' });
const Token = Type.String({ minLength: 1, maxLength: 128, description: 'The token of the invitation link (its #token=…)' });
const MemberParams = Strict({ staffId: Id('Staff member id') });

const TeamMemberSchema = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: Role,
  stores: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  status: Type.Union([Type.Literal('invited'), Type.Literal('active'), Type.Literal('deactivated')]),
  secondFactor: Type.Boolean({ description: 'An authenticator app is set up' }),
  inviteExpiresAt: Type.Union([Type.String(), Type.Null()], { description: 'While invited: when the newest link stops working' }),
});

const StoreSchema = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String(), timeZone: Type.String(), countryCode: Type.String() });

const managerNote = 'Store managers and brand admins (store staff: 403); a store manager sees only the store staff and managers of their own stores (another member: 404).';

export const teamSchema = {
  tags,
  summary: 'The staff team',
  description: `${managerNote} The members with their stores, status and second factor, the roles the caller may give and the stores they may assign.`,
  response: { 200: Type.Object({ members: Type.Array(TeamMemberSchema), roles: Type.Array(Role), stores: Type.Array(StoreSchema) }), ...errorResponses(401, 403) },
};

export const inviteSchema = {
  tags,
  summary: 'Invite a staff member',
  description: `${managerNote} Creates the member and emails a one-time link to choose a password (audited). A store manager invites store staff and managers for their own stores only.`,
  body: Strict({
    firstName: FieldText(STAFF_INVITE_FIELDS.firstName),
    lastName: FieldText(STAFF_INVITE_FIELDS.lastName),
    email: FieldText(STAFF_INVITE_FIELDS.email),
    role: Role,
    storeIds: StoreIds,
  }),
  response: { 201: TeamMemberSchema, ...errorResponses(401, 403, 404, 409) },
};

export const resendSchema = {
  tags,
  summary: 'Send a staff invitation again',
  description: `${managerNote} A new link replaces the earlier one, which stops working (audited).`,
  params: MemberParams,
  response: { 200: TeamMemberSchema, ...errorResponses(401, 403, 404, 409) },
};

export const changeMemberSchema = {
  tags,
  summary: 'Change a staff member’s role and stores',
  description: `${managerNote} A store manager changes only their own stores among the member’s; nobody changes their own (audited).`,
  params: MemberParams,
  body: Strict({ role: Role, storeIds: StoreIds }),
  response: { 200: TeamMemberSchema, ...errorResponses(401, 403, 404, 409) },
};

export const deactivateSchema = {
  tags,
  summary: 'Deactivate a staff member',
  description: `${managerNote} The member signs in no more and every session of theirs is refused from its next request (audited).`,
  params: MemberParams,
  response: { 200: TeamMemberSchema, ...errorResponses(401, 403, 404, 409) },
};

export const reactivateSchema = {
  tags,
  summary: 'Reactivate a staff member',
  description: `${managerNote} The member signs in again with their password (audited).`,
  params: MemberParams,
  response: { 200: TeamMemberSchema, ...errorResponses(401, 403, 404, 409) },
};

export const checkInviteSchema = {
  tags,
  summary: 'Check a staff invitation link',
  description: 'Whom an open invitation link is for; a used, expired, replaced or unknown link is refused with the code saying which.',
  body: Strict({ token: Token }),
  response: { 200: Type.Object({ email: Type.String(), firstName: Type.String(), role: Role, expiresAt: Type.String() }), ...errorResponses() },
};

export const acceptInviteSchema = {
  tags,
  summary: 'Accept a staff invitation',
  description: 'Uses the invitation link with the member’s own password (the password rules of every account) and signs them in; a brand admin then sets up an authenticator app.',
  body: Strict({ token: Token, password: Type.String({ maxLength: PASSWORD_FIELD_MAX }) }),
  response: { 200: SessionSchema, ...errorResponses() },
};
