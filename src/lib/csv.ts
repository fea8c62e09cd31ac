/** CSV for staff: the inquiries export. Pure; the script in scripts/ does the I/O. */
import { stringify } from 'csv-stringify/sync';
import type { StoredInquiry } from '../schemas/inquiry.ts';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a cell that a spreadsheet would run as a formula with an apostrophe, so it shows as text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export const INQUIRY_COLUMNS = [
  'id',
  'receivedAt',
  'name',
  'email',
  'phone',
  'interestType',
  'message',
  'page',
] as const;

/** The inquiries as CSV with a header row, oldest first (ULIDs sort by time), every cell neutralised. */
export function inquiriesToCsv(inquiries: readonly StoredInquiry[]): string {
  const rows = [...inquiries]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((inquiry) => INQUIRY_COLUMNS.map((column) => neutraliseCell(inquiry[column] ?? '')));
  return stringify([[...INQUIRY_COLUMNS], ...rows], { bom: true, record_delimiter: 'windows' });
}
