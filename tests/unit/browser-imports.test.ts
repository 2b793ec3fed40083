// The browser's code imports a domain folder's rules from their own files: a folder's index brings
// every rule in it (the catering estimate brings decimal.js) to every page that needs one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, readSourceFiles, REPOSITORY_ROOT, type SourceFile } from './import-arrows';

const BROWSER_FOLDERS = ['components', 'lib', 'pages'];

/** `file:line imports '@/domain/x'` for each import of a domain folder that has an index. */
function folderIndexImports(files: readonly SourceFile[], root: string): string[] {
  return files.flatMap((file) =>
    importsOf(file.text)
      .filter(({ specifier }) => /^@\/domain\/[\w-]+$/.test(specifier))
      .filter(({ specifier }) => existsSync(join(root, specifier.slice(2), 'index.ts')))
      .map(({ specifier, line }) => `${file.path}:${line} imports '${specifier}'`),
  );
}

describe("the browser's imports of domain rules", () => {
  it('name a folder index when one is imported', () => {
    const file = { path: 'components/x.tsx', text: "import { A } from '@/domain/validation';\nimport { B } from '@/domain/validation/fields';\nimport { C } from '@/domain/money';" };
    expect(folderIndexImports([file], REPOSITORY_ROOT)).toEqual(["components/x.tsx:1 imports '@/domain/validation'"]);
  });

  it('never go through a folder index', () => {
    const files = readSourceFiles(REPOSITORY_ROOT, BROWSER_FOLDERS);
    expect(files.length).toBeGreaterThan(100);
    expect(folderIndexImports(files, REPOSITORY_ROOT)).toEqual([]);
  });
});
