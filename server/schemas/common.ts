/**
 * TypeBox pieces every route shares: the error shape, pagination, the locale parameter and
 * bounded ids and slugs. Routes compose these so limits are written once.
 */
import { Type, type ObjectOptions, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE } from '@/domain/constants';

export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
export const MAX_ID = 2_147_483_647;
export const SLUG_MAX_LENGTH = 120;

export const WireErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  code: Type.String({ description: 'Stable error code (domain/error-codes.ts)' }),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  errors: Type.Optional(Type.Array(Type.String())),
});

/** The error answers a route can give, for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, typeof WireErrorSchema> {
  return Object.fromEntries([400, 429, 500, ...statuses].map((status) => [status, WireErrorSchema]));
}

/**
 * An object that refuses unknown fields with a 400 naming them. Fastify's Ajv silently drops
 * unknown fields where `additionalProperties` is `false` (the auth and profile bodies rely on that);
 * a schema that matches nothing makes Ajv report them instead.
 */
export const Strict = <T extends TProperties>(properties: T, options: ObjectOptions = {}): TObject<T> =>
  Type.Object(properties, { ...options, additionalProperties: Type.Never() });

export const Id = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_ID, description });
export const Slug = (description: string) =>
  Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: '^[A-Za-z0-9][A-Za-z0-9_~ .-]*$', description });

/** `?locale=fr-ca` picks the translation; otherwise Accept-Language decides. */
export const LocaleQuery = {
  locale: Type.Optional(Type.String({ minLength: 2, maxLength: 35, description: 'Locale of translated text, e.g. fr-ca' })),
};

export const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
};

export const WireListSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });

export type PageRequest = { page: number; pageSize: number };
