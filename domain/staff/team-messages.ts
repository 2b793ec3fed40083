/**
 * The texts of refused team steps (invite, change, deactivate, an invitation link) and the code
 * the API sends with each (`staff_team_…`); the console has a text for each code
 * (staff.team.error.<code>).
 */
export const TEAM_MESSAGES = {
  managersOnly: 'Only a store manager or a brand admin can manage the team; ask your manager',
  memberNotFound: 'Staff member [id] was not found',
  roleNotAllowed: 'You cannot give the role [role]: a store manager invites and changes store staff and store managers only',
  storesRequired: 'Choose at least one store: store staff and store managers work at the stores they are given',
  emailTaken: 'A staff member with the email [email] exists already',
  notYourself: 'You cannot change your own role, stores or access: ask another manager',
  alreadyJoined: '[email] has already accepted the invitation and signs in with their own password',
  deactivated: 'This member is deactivated: reactivate them first',
  alreadyDeactivated: 'This member is deactivated already',
  notDeactivated: 'This member is active already',
  inviteUnknown: 'This invitation link is not valid: check that you opened the whole link from the email, or ask your manager to send a new one',
  inviteUsed: 'This invitation link was used already: sign in with your email and the password you chose',
  inviteExpired: 'This invitation link expired: ask your manager to send a new invitation',
  inviteReplaced: 'A newer invitation was sent to you: use the link in the latest email',
} as const;

export type TeamMessageName = keyof typeof TEAM_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type TeamErrorCode = `staff_team_${Snake<TeamMessageName>}`;

export function teamErrorCode(name: TeamMessageName): TeamErrorCode {
  return `staff_team_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as TeamErrorCode;
}

export const TEAM_ERROR_CODES: readonly TeamErrorCode[] = (Object.keys(TEAM_MESSAGES) as TeamMessageName[]).map(teamErrorCode);
