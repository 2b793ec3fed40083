/**
 * The API's modules (server/modules/<area>/) have walls:
 * - another module, or any other server file, reaches a module only through its front door,
 *   `modules/<area>/index.ts`; the composition root (app.ts and the files it builds the app from)
 *   may also register a module's Fastify plugins (`plugin.ts`, `routes.ts`, `*-routes.ts`);
 * - only repositories touch the database: a file named `repository.ts` or `*-repository.ts`, or
 *   inside a `repositories/` folder; any other file imports no value from drizzle-orm or the
 *   schema and runs no query (it may open a transaction and hand it to repositories);
 * - the modules import each other without a cycle.
 * Test support files (`test-*.ts`, `test/`) build fixtures and may reach anywhere.
 */
import ts from 'typescript';
import { importsOf, resolveImport, type SourceFile } from './import-arrows';

export type WallBreach = { file: string; line: number; message: string };

const MODULE = /^server\/modules\/([^/]+)(?:\/|$)/;
const TEST_SUPPORT = /(^|\/)(test-[^/]*|test)(\/|\.tsx?$)|\/test\//;
const COMPOSITION_ROOT = new Set(['server/app.ts', 'server/index.ts', 'server/order-lifecycle.ts']);
const PLUGIN_FILE = /\/(plugin|routes|[^/]+-routes)$/;
const REPOSITORY = /(^|\/)([^/]*-)?repository\.ts$|\/repositories\//;

export const moduleOf = (path: string): string | null => MODULE.exec(path)?.[1] ?? null;
const withoutExtension = (path: string) => path.replace(/\.tsx?$/, '');
const isTestSupport = (path: string) => TEST_SUPPORT.test(path);

/** The module an import points into, and whether it enters through the front door. */
function entry(target: string): { module: string; door: boolean } | null {
  const module = moduleOf(target);
  if (!module) return null;
  const inside = withoutExtension(target).slice(`server/modules/${module}`.length);
  return { module, door: inside === '' || inside === '/index' };
}

/** Imports that enter another module anywhere but its front door. */
export function findDoorBreaches(files: readonly SourceFile[]): WallBreach[] {
  const breaches: WallBreach[] = [];
  for (const file of files) {
    if (!file.path.startsWith('server/') || isTestSupport(file.path)) continue;
    const own = moduleOf(file.path);
    for (const { specifier, line } of importsOf(file.text)) {
      const target = resolveImport(file.path, specifier);
      const into = target === null ? null : entry(target);
      if (!into || into.module === own || into.door) continue;
      if (COMPOSITION_ROOT.has(file.path) && PLUGIN_FILE.test(withoutExtension(target!))) continue;
      breaches.push({
        file: file.path,
        line,
        message: `imports '${specifier}', inside module ${into.module}: import it from '@/server/modules/${into.module}' (its front door)`,
      });
    }
  }
  return breaches;
}

const QUERY_CALL = /\b(?:db|tx|trx|executor|database)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|query)\b/g;

/** The line of the first query run on a database or transaction handle, outside comments. */
function queryCallLine(text: string): number | null {
  for (const match of text.matchAll(QUERY_CALL)) {
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    if (/^\s*(\*|\/\/|\/\*)/.test(text.slice(lineStart, match.index))) continue;
    return text.slice(0, match.index).split('\n').length;
  }
  return null;
}

/** Value (not type-only) imports from drizzle-orm or the schema, with their lines. */
function databaseValueImports(path: string, text: string): { specifier: string; line: number }[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: { specifier: string; line: number }[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    const valueNamed = bindings && ts.isNamedImports(bindings) ? bindings.elements.some((element) => !element.isTypeOnly) : !!bindings;
    if (!clause.name && !valueNamed) continue;
    const specifier = statement.moduleSpecifier.text;
    const target = resolveImport(path, specifier);
    const database = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/') || (target !== null && /^server\/db\/schema(\/|$)/.test(target));
    if (database) found.push({ specifier, line: source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1 });
  }
  return found;
}

/** Files of the modules and the GraphQL layer that query the database without being a repository. */
export function findQueriesOutsideRepositories(files: readonly SourceFile[]): WallBreach[] {
  const breaches: WallBreach[] = [];
  for (const file of files) {
    if (!/^server\/(modules|graphql|platform)\//.test(file.path) || REPOSITORY.test(file.path) || isTestSupport(file.path)) continue;
    for (const { specifier, line } of databaseValueImports(file.path, file.text)) {
      breaches.push({ file: file.path, line, message: `imports values from '${specifier}': only a repository touches the database` });
    }
    const call = queryCallLine(file.text);
    if (call) breaches.push({ file: file.path, line: call, message: 'runs a query: only a repository touches the database' });
  }
  return breaches;
}

/** The module graph: for each module, the modules it imports, with the first import that says so. */
export function moduleGraph(files: readonly SourceFile[]): Map<string, Map<string, { file: string; line: number }>> {
  const graph = new Map<string, Map<string, { file: string; line: number }>>();
  for (const file of files) {
    const own = moduleOf(file.path);
    if (!own || isTestSupport(file.path)) continue;
    for (const { specifier, line } of importsOf(file.text)) {
      const target = resolveImport(file.path, specifier);
      const other = target === null ? null : moduleOf(target);
      if (!other || other === own) continue;
      const edges = graph.get(own) ?? new Map();
      if (!edges.has(other)) edges.set(other, { file: file.path, line });
      graph.set(own, edges);
    }
  }
  return graph;
}

/** Each set of modules that import each other round in a circle (Tarjan's strongly connected components). */
export function moduleCycles(files: readonly SourceFile[]): WallBreach[] {
  const graph = moduleGraph(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const other of graph.get(node)?.keys() ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node)!, low.get(other)!));
      } else if (onStack.has(other)) low.set(node, Math.min(low.get(node)!, index.get(other)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => {
    const edges = component.flatMap((from) =>
      [...(graph.get(from) ?? [])].filter(([to]) => component.includes(to)).map(([to, at]) => `${from} → ${to} (${at.file}:${at.line})`),
    );
    const [first] = edges;
    const at = /\((.+):(\d+)\)$/.exec(first!)!;
    return { file: at[1]!, line: Number(at[2]), message: `modules ${component.join(', ')} import each other in a cycle: ${edges.join('; ')}` };
  });
}

export const describeBreach = ({ file, line, message }: WallBreach) => `${file}:${line} ${message}`;

