/**
 * Mercurius runs a query that is no GraphQL text through JSON.parse and takes the result as an
 * already parsed document: `query=5` or `query={}` then reaches validation as a number or an
 * empty object, and graphql-js fails inside (an internal error). Both endpoints take GraphQL text
 * only: a document is accepted only when the GraphQL parser made it (it carries the parser's
 * Location); anything else is refused as a query that does not parse.
 */
import type { FastifyInstance } from 'fastify';
import { Location, type DocumentNode } from 'graphql';
import mercurius from 'mercurius';

export const NOT_GRAPHQL_MESSAGE = 'Syntax Error: the query is not a GraphQL document';

export function isParsedDocument(document: unknown): document is DocumentNode {
  return typeof document === 'object' && document !== null && (document as DocumentNode).loc instanceof Location;
}

/** Call after registering mercurius in the endpoint's own context. */
export function acceptParsedDocumentsOnly(app: FastifyInstance): void {
  app.graphql.addHook('preValidation', async (_schema, document) => {
    if (!isParsedDocument(document)) throw new mercurius.ErrorWithProps(NOT_GRAPHQL_MESSAGE, { code: 'GRAPHQL_PARSE_FAILED' }, 400);
  });
}
