// Every class a component reads from its CSS module is declared there: a misspelt
// `styles.name` would otherwise render an element with no class and no error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const users = ['components', 'pages', 'styles', 'lib']
  .flatMap(sources)
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
  .map(({ file, text }) => ({ file, text, sheet: /import (\w+) from '(\.\/[\w.-]+\.module\.css)';/.exec(text) }))
  .filter((user): user is { file: string; text: string; sheet: RegExpExecArray } => user.sheet !== null);

describe('CSS module classes', () => {
  it('finds the components that use CSS modules', () => {
    expect(users.length).toBeGreaterThan(100);
  });

  it.each(users.map((user) => [path.relative(root, user.file), user] as const))('%s reads only classes its sheet declares', (_name, { file, text, sheet }) => {
    const [, binding = '', relative = ''] = sheet;
    const cssFile = path.join(path.dirname(file), relative);
    expect(existsSync(cssFile)).toBe(true);
    const declared = new Set([...readFileSync(cssFile, 'utf8').matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => String(match[1])));
    const read = [...text.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((match) => String(match[1]));
    expect(read.filter((name) => !declared.has(name))).toEqual([]);
  });
});
