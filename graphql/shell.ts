/**
 * The site shell's content query (strapiApiLink target, the content GraphQL): the navigation
 * and the footer of one locale in one request. `data` is the document getContent returns.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export type ContentDocument<T> = { kind: string; locale: string; fallback: boolean; data: T };

export type ShellContentData = { navigation: ContentDocument<unknown>; footer: ContentDocument<unknown> };
export type ShellContentVariables = { locale: string };

export const SHELL_CONTENT_QUERY: TypedDocumentNode<ShellContentData, ShellContentVariables> = gql`
  query ShellContent($locale: String!) {
    navigation: content(kind: "navigation", locale: $locale) {
      kind
      locale
      fallback
      data
    }
    footer: content(kind: "footer", locale: $locale) {
      kind
      locale
      fallback
      data
    }
  }
`;
