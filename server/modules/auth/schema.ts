/**
 * Request and response schemas of the auth routes. Bodies allow no extra fields (Fastify's Ajv
 * strips them), so nothing a client sends can set an id, points, a role or a verified flag.
 * Strings are bounded; the password rule itself (with SPEC §5 messages) runs in the use cases.
 */
import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import { ACCOUNT_FIELD_MAX as MAX } from '@/domain/wire/accounts';
import { errorResponses } from '@/server/schemas/common';

/** Generous bound for the body; the 256-character rule answers with its own message. */
const PASSWORD_FIELD_MAX = 1024;

const Text = (maxLength: number) => Type.String({ maxLength });
const Password = Type.String({ maxLength: PASSWORD_FIELD_MAX });
const Body = <T extends TProperties>(properties: T): TObject<T> => Type.Object(properties, { additionalProperties: false });

export const WireCustomerSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
  emailVerified: Type.Boolean(),
  hasPassword: Type.Boolean(),
  facebookLinked: Type.Boolean(),
  referralCode: Type.String(),
  locale: Type.String(),
});

const SessionSchema = Type.Object({ token: Type.String(), expiresAt: Type.String(), customer: WireCustomerSchema });
const AcceptedSchema = Type.Object({ message: Type.String() });
const tags = ['auth'];

export const signUpSchema = {
  tags,
  body: Body({
    firstName: Text(MAX.name),
    lastName: Text(MAX.name),
    phone: Text(MAX.phone),
    email: Text(MAX.email),
    emailConfirmation: Text(MAX.email),
    password: Password,
    passwordConfirmation: Password,
    address: Type.Optional(Text(MAX.address)),
    city: Type.Optional(Text(MAX.city)),
    state: Type.Optional(Text(MAX.state)),
    zip: Type.Optional(Text(MAX.zip)),
    referralCode: Type.Optional(Text(MAX.referralCode)),
  }),
  response: { 201: SessionSchema, ...errorResponses(409) },
};

export const loginSchema = {
  tags,
  body: Body({ email: Text(MAX.email), password: Password }),
  response: { 200: SessionSchema, ...errorResponses(401) },
};

export const socialLoginSchema = {
  tags,
  body: Body({ provider: Type.Literal('facebook'), accessToken: Type.String({ minLength: 1, maxLength: MAX.token }) }),
  response: { 200: SessionSchema, ...errorResponses(401) },
};

export const logoutSchema = { tags, response: { 204: Type.Null(), ...errorResponses() } };

export const verificationEmailSchema = {
  tags,
  body: Type.Optional(Body({ email: Type.Optional(Text(MAX.email)) })),
  response: { 200: AcceptedSchema, 202: AcceptedSchema, ...errorResponses() },
};

export const confirmEmailSchema = {
  tags,
  body: Body({ token: Type.String({ minLength: 1, maxLength: MAX.token }) }),
  response: { 200: Type.Object({ customer: WireCustomerSchema }), ...errorResponses() },
};

export const forgotPasswordSchema = {
  tags,
  body: Body({ email: Text(MAX.email) }),
  response: { 202: AcceptedSchema, ...errorResponses() },
};

export const setPasswordSchema = {
  tags,
  body: Body({ token: Type.String({ minLength: 1, maxLength: MAX.token }), password: Password }),
  response: { 200: AcceptedSchema, ...errorResponses() },
};

export const changePasswordSchema = {
  tags,
  body: Body({ currentPassword: Password, newPassword: Password }),
  response: { 200: AcceptedSchema, ...errorResponses(401) },
};
