/**
 * Whether a text names a street address the MLS withholds, however it is written: letter case, punctuation,
 * "St" or "Street", "#2", "Unit 2" or "Apt. 2". Pure.
 */

/** USPS street suffixes and directions as agents abbreviate them, and their one spelled-out form. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  st: 'street',
  str: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  ln: 'lane',
  dr: 'drive',
  ct: 'court',
  pl: 'place',
  blvd: 'boulevard',
  hwy: 'highway',
  pkwy: 'parkway',
  ter: 'terrace',
  terr: 'terrace',
  cir: 'circle',
  sq: 'square',
  pt: 'point',
  tpke: 'turnpike',
  trl: 'trail',
  cv: 'cove',
  hts: 'heights',
  mt: 'mount',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
};
const SUFFIXES = new Set(Object.values(SPELLED_OUT));
/** "#2", "Unit 2", "Apt. 2", "Apartment 2", "Suite 2", "No. 2": one form, "unit 2". */
const UNIT = /(?:#|\b(?:unit|apt|apartment|suite|ste|no)\b\.?)\s*#?\s*([a-z0-9][a-z0-9-]*)/gi;

/** Lower-case words, each abbreviation spelled out and each unit as "unit 2", with a space at both ends. */
function normalised(text: string): string {
  const words = text
    .toLowerCase()
    .replace(UNIT, (_match, unit: string) => ` unit ${unit} `)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => SPELLED_OUT[word] ?? word);
  return ` ${words.join(' ')} `;
}

/** The forms of a street address a text might name: its number and name, its name with suffix, its unit. */
function addressForms(street: string, unitNumber: string): string[] {
  const unitIn = (text: string) => / unit (\S+) /.exec(text)?.[1];
  const address = normalised(street);
  const unit = unitIn(address) ?? unitIn(normalised(unitNumber ? `unit ${unitNumber}` : ''));
  const words = address
    .replace(/ unit \S+ /, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const [first = '', ...rest] = words;
  const hasNumber = /\d/.test(first);
  const name = hasNumber ? rest : words;
  const last = name.at(-1) ?? '';
  const bareName = SUFFIXES.has(last) ? name.slice(0, -1) : name;
  const forms: string[] = [];
  if (hasNumber && bareName.length > 0) forms.push([first, ...bareName].join(' '));
  if (bareName.length > 0 && bareName.length < name.length) forms.push(name.join(' '));
  if (unit) forms.push(`unit ${unit}`);
  return forms;
}

/**
 * Whether `text` names the street address: its number with its name ("12 Harbor View"), its name with its
 * suffix ("Harbor View Ln."), or its unit ("#4B").
 */
export function namesAddress(text: string, address: { street: string; unitNumber?: string }): boolean {
  const words = normalised(text);
  return addressForms(address.street, address.unitNumber ?? '').some((form) => words.includes(` ${form} `));
}
