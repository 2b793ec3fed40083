/**
 * The storefront's layers point one way: pages → components → lib → domain, and server → domain.
 * `content/` is the demo chain's data and never reaches into the API. These rules name, for each
 * top-level folder, the folders its source files may not import from; a test walks every source
 * file's imports against them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';

export type LayerRule = { from: string; forbidden: readonly string[] };

export const LAYER_RULES: readonly LayerRule[] = [
  { from: 'domain', forbidden: ['lib', 'components', 'pages', 'server', 'content'] },
  { from: 'lib', forbidden: ['components', 'pages'] },
  { from: 'components', forbidden: ['pages', 'domain/wire'] },
  { from: 'content', forbidden: ['server'] },
  { from: 'server', forbidden: ['lib', 'components', 'pages'] },
];

export type SourceFile = { path: string; text: string };
export type BackArrow = { file: string; line: number; specifier: string; forbidden: string };

const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** The repository path an import points at, or null for a package import. */
export function resolveImport(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return posix.normalize(specifier.slice(2));
  if (specifier.startsWith('.')) return posix.join(posix.dirname(fromFile), specifier);
  return null;
}

/** Every import, re-export, dynamic import and require of a file, with its line. */
export function importsOf(text: string): { specifier: string; line: number }[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    line: text.slice(0, pos).split('\n').length,
  }));
}

/** The imports that run against the rules: a lower layer reaching into a higher one. */
export function findBackArrows(files: readonly SourceFile[], rules: readonly LayerRule[] = LAYER_RULES): BackArrow[] {
  const arrows: BackArrow[] = [];
  for (const file of files) {
    const rule = rules.find((candidate) => within(file.path, candidate.from));
    if (!rule) continue;
    for (const { specifier, line } of importsOf(file.text)) {
      const target = resolveImport(file.path, specifier);
      const forbidden = target === null ? undefined : rule.forbidden.find((folder) => within(target, folder));
      if (forbidden) arrows.push({ file: file.path, line, specifier, forbidden });
    }
  }
  return arrows;
}

export function describeArrow({ file, line, specifier, forbidden }: BackArrow): string {
  return `${file}:${line} imports '${specifier}', but ${file.split('/')[0]}/ must not import from ${forbidden}/`;
}

const SOURCE = /\.tsx?$/;
/** Tests may reach across layers to check that two sides agree; product code may not. */
const TEST = /\.test\.tsx?$/;

/** The source files (not tests) under the given top-level folders of the repository at root. */
export function readSourceFiles(root: string, folders: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      const path = posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push({ path, text: readFileSync(join(root, path), 'utf8') });
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}

export const REPOSITORY_ROOT = join(dirname(__filename), '..', '..');
