/** Request and response schemas of the staff second factor's routes (domain/wire/staff-second-factor.ts). */
import { Type } from '@sinclair/typebox';
import { SECOND_FACTOR_CODE_MAX } from '@/domain/staff/second-factor';
import { errorResponses, Id, Strict } from '@/server/schemas/common';
import { SessionSchema } from './schema';

const tags = ['staff'];
const Code = Type.String({ minLength: 1, maxLength: SECOND_FACTOR_CODE_MAX, description: 'The 6-digit code of the authenticator app, or a recovery code (XXXXX-XXXXX)' });
const AcceptedSchema = Type.Object({ code: Type.String(), message: Type.String() });

export const secondFactorSignInSchema = {
  tags,
  summary: 'Staff sign-in, second step',
  description:
    'Completes a sign-in whose password answered a challenge: the challenge and a code of the authenticator app (accepted one 30-second step early or late, once) or an unused recovery code. A wrong code counts toward the sign-in throttle.',
  body: Strict({ challenge: Type.String({ minLength: 1, maxLength: 2048 }), code: Code }),
  response: { 200: SessionSchema, ...errorResponses(401) },
};

export const beginEnrolmentSchema = {
  tags,
  summary: 'Start setting up an authenticator app',
  description: 'A brand admin without a second factor (once their password is their own): a new key, as text, an otpauth:// URI and a QR code (SVG). It replaces a key that waited unconfirmed.',
  response: {
    200: Type.Object({ secret: Type.String(), uri: Type.String(), qrSvg: Type.String(), issuer: Type.String(), account: Type.String() }),
    ...errorResponses(401, 403, 409),
  },
};

export const confirmEnrolmentSchema = {
  tags,
  summary: 'Confirm the authenticator app',
  description: 'The first code of the new key confirms it and answers ten recovery codes, shown this once.',
  body: Strict({ code: Code }),
  response: { 200: Type.Object({ recoveryCodes: Type.Array(Type.String()) }), ...errorResponses(401, 403, 409) },
};

export const resetSecondFactorSchema = {
  tags,
  summary: 'Reset a staff member’s second factor',
  description: 'Brand admins only (audited): the member’s key and recovery codes are forgotten, their sessions end, and they set up an authenticator app at their next sign-in.',
  params: Strict({ staffId: Id('Staff member id') }),
  response: { 200: AcceptedSchema, ...errorResponses(401, 403, 404) },
};
