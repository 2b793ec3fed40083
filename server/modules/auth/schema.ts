/**
 * Request and response schemas of the auth routes. Bodies allow no extra fields (Fastify's Ajv
 * strips them), so nothing a client sends can set an id, points, a role or a verified flag.
 * Strings are bounded by domain/validation's field rules; the password rule itself runs in the use cases.
 */
import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import { PASSWORD_FIELD_MAX, SIGN_IN_EMAIL, SIGN_UP_FIELDS as SIGN_UP, TOKEN_MAX } from '@/domain/validation';
import { errorResponses } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';

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
const AcceptedSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
const tags = ['auth'];

export const signUpSchema = {
  tags,
  body: Body({
    firstName: FieldText(SIGN_UP.firstName),
    lastName: FieldText(SIGN_UP.lastName),
    phone: FieldText(SIGN_UP.phone),
    email: FieldText(SIGN_UP.email),
    emailConfirmation: FieldText(SIGN_UP.email),
    password: Password,
    passwordConfirmation: Password,
    address: Type.Optional(FieldText(SIGN_UP.address)),
    city: Type.Optional(FieldText(SIGN_UP.city)),
    state: Type.Optional(FieldText(SIGN_UP.state)),
    zip: Type.Optional(FieldText(SIGN_UP.zip)),
    referralCode: Type.Optional(FieldText(SIGN_UP.referralCode)),
  }),
  response: { 201: AcceptedSchema, ...errorResponses() },
};

export const loginSchema = {
  tags,
  body: Body({ email: FieldText(SIGN_IN_EMAIL), password: Password }),
  response: { 200: SessionSchema, ...errorResponses(401) },
};

export const socialLoginSchema = {
  tags,
  body: Body({ provider: Type.Literal('facebook'), accessToken: Type.String({ minLength: 1, maxLength: TOKEN_MAX }) }),
  response: { 200: SessionSchema, ...errorResponses(401) },
};

export const logoutSchema = { tags, response: { 204: Type.Null(), ...errorResponses() } };

export const verificationEmailSchema = {
  tags,
  body: Type.Optional(Body({ email: Type.Optional(FieldText(SIGN_IN_EMAIL)) })),
  response: { 200: AcceptedSchema, 202: AcceptedSchema, ...errorResponses() },
};

export const confirmEmailSchema = {
  tags,
  body: Body({ token: Type.String({ minLength: 1, maxLength: TOKEN_MAX }) }),
  response: { 200: Type.Object({ customer: WireCustomerSchema }), ...errorResponses() },
};

export const forgotPasswordSchema = {
  tags,
  body: Body({ email: FieldText(SIGN_IN_EMAIL) }),
  response: { 202: AcceptedSchema, ...errorResponses() },
};

export const setPasswordSchema = {
  tags,
  body: Body({ token: Type.String({ minLength: 1, maxLength: TOKEN_MAX }), password: Password }),
  response: { 200: AcceptedSchema, ...errorResponses() },
};

export const changePasswordSchema = {
  tags,
  body: Body({ currentPassword: Password, newPassword: Password }),
  response: { 200: AcceptedSchema, ...errorResponses(401) },
};
