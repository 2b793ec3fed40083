/**
 * A coupon's single-use codes as a CSV file (RFC 4180): a header row, then one row per code with
 * the coupon's code and title and whether the code was redeemed; lines end in CRLF.
 *
 * Written by hand: no CSV library is installed, and this file is three fixed columns. Every field
 * is quoted and its quotes doubled, so a comma, quote or line break in a title never breaks a row;
 * a field a spreadsheet would read as a formula (=, +, -, @, tab, CR first) is prefixed with a
 * quote mark, so opening the file never runs one.
 */
import type { StaffCouponRow } from './repository';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvRow(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function codesCsv(coupon: Pick<StaffCouponRow, 'code' | 'title'>, codes: readonly { code: string; used: boolean }[]): string {
  return csvRow(['code', 'coupon', 'title', 'redeemed']) + codes.map((entry) => csvRow([entry.code, coupon.code, coupon.title, entry.used ? 'yes' : 'no'])).join('');
}
