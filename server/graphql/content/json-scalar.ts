/**
 * The `JSON` scalar: any JSON value, sent as is. Content documents are plain data (domain/content/types.ts),
 * so serialising is the identity; inputs (variables or literals) are accepted for completeness.
 * Mercurius takes a scalar's functions in the resolvers map: `JSON: jsonScalar`.
 */
import { valueFromASTUntyped, type GraphQLScalarTypeConfig } from 'graphql';

export const jsonScalar: Pick<GraphQLScalarTypeConfig<unknown, unknown>, 'serialize' | 'parseValue' | 'parseLiteral'> = {
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
};
