/**
 * A validation rule that bounds the work one document can ask for: its depth, its number of
 * field selections (fragments expanded, so aliases and repeated spreads count) and its number
 * of root fields (each one a database read). Introspection fields (`__schema`, `__type`) are
 * not counted, so GraphiQL's deep introspection query still works where introspection is on.
 *
 * Why not mercurius' `queryDepth`: it counts introspection, and GraphiQL's introspection query
 * is 15 levels deep, so any useful limit would break the development IDE.
 */
import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

export type QueryLimits = { maxDepth: number; maxFields: number; maxRootFields: number };

/** depth and fields of a selection set; roots = its own fields, fragments included (the root count at the top). */
type Measure = { depth: number; fields: number; roots: number };

const EMPTY: Measure = { depth: 0, fields: 0, roots: 0 };

/** Measures a selection set; fragment measures are memoised (no blow-up), cycles count as nothing. */
function measure(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, memo: Map<string, Measure>, visiting: Set<string>): Measure {
  const total = { ...EMPTY };
  for (const selection of set.selections) {
    let inner = EMPTY;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      const below = selection.selectionSet ? measure(selection.selectionSet, fragments, memo, visiting) : EMPTY;
      inner = { depth: below.depth + 1, fields: below.fields + 1, roots: 1 };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, memo, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue;
      if (!memo.has(name)) {
        visiting.add(name);
        memo.set(name, measure(fragment.selectionSet, fragments, memo, visiting));
        visiting.delete(name);
      }
      inner = memo.get(name)!;
    }
    total.depth = Math.max(total.depth, inner.depth);
    total.fields += inner.fields;
    total.roots += inner.roots;
  }
  return total;
}

export function queryLimitsRule({ maxDepth, maxFields, maxRootFields }: QueryLimits): ValidationRule {
  return (context) => ({
    Document(document) {
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      }
      const memo = new Map<string, Measure>();
      for (const operation of document.definitions) {
        if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
        const name = operation.name ? `The query "${operation.name.value}"` : 'The query';
        const { depth, fields, roots } = measure(operation.selectionSet, fragments, memo, new Set());
        const report = (message: string) => context.reportError(new GraphQLError(message, { nodes: operation }));
        if (depth > maxDepth) report(`${name} is ${depth} levels deep: at most ${maxDepth} are allowed`);
        if (fields > maxFields) report(`${name} selects ${fields} fields: at most ${maxFields} are allowed`);
        if (roots > maxRootFields) report(`${name} asks ${roots} top-level questions: at most ${maxRootFields} are allowed in one request`);
      }
      return false;
    },
  });
}
