/**
 * The common-password list: 5,183 passwords of 8+ characters with a letter and a digit (the
 * only ones our rule could otherwise accept), lower-cased, from the frequency-ordered list that
 * @zxcvbn-ts/language-common ships (MIT). Read once from the file beside this one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { commonPasswordCheck, type CommonPasswordCheck } from '@/domain/passwords';

export const COMMON_PASSWORDS_FILE = path.join(__dirname, 'common-passwords.txt');

let check: CommonPasswordCheck | undefined;

export function loadCommonPasswords(file = COMMON_PASSWORDS_FILE): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function isCommonPassword(password: string): boolean {
  check ??= commonPasswordCheck(loadCommonPasswords());
  return check(password);
}
