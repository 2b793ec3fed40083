// Every API error names its code where it is thrown: a shared text (domain/error-codes.ts CODED_MESSAGES)
// thrown as is gives its own code beside it, since no code is found again from the English message.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const ERROR_CLASSES = /\bnew (HttpError|BadRequestError|UnauthorizedError|ForbiddenError|NotFoundError|ConflictError|UnprocessableError)\(/g;
/** The catalogues the shared texts come from, and the API's own name for "Please sign in to continue". */
const SHARED_TEXT = /^\s*(?:\d{3}\s*,\s*)?(VALIDATION_MESSAGES|ACCOUNT_MESSAGES|INTERFACE_MESSAGES|ORDERING_MESSAGES|PAYMENT_MESSAGES\.couponConditionsNotMet|SIGN_IN_REQUIRED_MESSAGE)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

/** The text between the parenthesis at `open` and its match. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    if (text[index] === ')') depth -= 1;
    if (depth === 0) return text.slice(open + 1, index);
  }
  return text.slice(open + 1);
}

/** `file:line` of each error made from a shared text without a code beside it. */
function uncodedSharedTexts(file: string, text: string): string[] {
  return [...text.matchAll(ERROR_CLASSES)].flatMap((match) => {
    const args = argumentsAt(text, match.index + match[0].length - 1);
    if (!SHARED_TEXT.test(args) || /\bcode\b/.test(args)) return [];
    return [`${file}:${text.slice(0, match.index).split('\n').length}`];
  });
}

describe('uncodedSharedTexts', () => {
  it('finds a shared text thrown without its code, and passes one with it or another text', () => {
    const text = [
      'throw new BadRequestError(VALIDATION_MESSAGES.emailRequired);',
      "throw new UnauthorizedError(VALIDATION_MESSAGES.wrongCredentials, { code: 'wrong_credentials' });",
      'throw new NotFoundError(`Order ${id} was not found`);',
      'return new HttpError(409, ORDERING_MESSAGES.slotFull);',
    ].join('\n');
    expect(uncodedSharedTexts('x.ts', text)).toEqual(['x.ts:1', 'x.ts:4']);
  });
});

describe('the API', () => {
  it('throws no shared text without naming its code', () => {
    const found = sourceFiles('server').flatMap((file) => uncodedSharedTexts(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('has no lookup of a code by its English text', () => {
    const files = [...sourceFiles('server'), ...sourceFiles('domain')];
    expect(files.filter((file) => /codeOfSharedText/.test(readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
