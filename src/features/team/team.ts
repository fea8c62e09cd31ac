/** The team page's search and shuffle. Pure; shared by the build (tests) and the page's small script. */
import type { PluralWords } from '#src/lib/plural-words.ts';
import { fillTemplate } from '#src/lib/template.ts';
import type { TEAM_ROLES } from '#src/schemas/team.ts';

export type TeamRole = (typeof TEAM_ROLES)[number];

/** The fields the search looks at. */
export interface Searchable {
  name: string;
  title: string;
  phone: string;
  email: string;
  role: TeamRole;
}

/** Group headings in page order. */
export const TEAM_GROUPS: readonly { role: TeamRole; label: string }[] = [
  { role: 'advisor', label: 'Advisors' },
  { role: 'officer', label: 'Corporate Officers' },
  { role: 'staff', label: 'Support Staff' },
];

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * True when the query appears, ignoring case, in the name, title, phone or email. A query that looks like a phone
 * number ("401 555 0110", "4015550110") also matches on digits alone, whatever the punctuation. An empty query
 * matches everyone.
 */
export function matchesQuery(member: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const fields = [member.name, member.title, member.phone, member.email];
  if (fields.some((field) => field.toLowerCase().includes(needle))) return true;
  const digits = digitsOf(needle);
  return /^[\d\s().+-]+$/.test(needle) && digits.length >= 3 && digitsOf(member.phone).includes(digits);
}

export interface TeamGroup<T> {
  role: TeamRole;
  label: string;
  members: T[];
}

/** The members matching the query, grouped as Advisors, Corporate Officers and Support Staff, order kept. */
export function searchTeam<T extends Searchable>(
  members: readonly T[],
  query: string,
): { groups: TeamGroup<T>[]; total: number } {
  const matching = members.filter((member) => matchesQuery(member, query));
  const groups = TEAM_GROUPS.map(({ role, label }) => ({
    role,
    label,
    members: matching.filter((m) => m.role === role),
  }));
  return { groups, total: matching.length };
}

/**
 * The search's status words in a language other than English, which the page writes for its script
 * (team-words.ts): "{count} resultados para "{query}"." by plural category.
 */
export interface TeamStatusText {
  /** The language's Intl tag, for its plural rules and numbers. */
  intl: string;
  counted: PluralWords;
}

/** What the search status announces: '2 team members match "office manager".' */
export function searchStatus(total: number, query: string, text?: TeamStatusText): string {
  if (!text) return `${total} team ${total === 1 ? 'member matches' : 'members match'} "${query}".`;
  // countedIn's choice (src/lib/plural-words.ts), written here so that the page's script stays inline.
  const template = text.counted[new Intl.PluralRules(text.intl).select(total)] ?? text.counted.other ?? '{count}';
  const counted = template.replace('{count}', () => new Intl.NumberFormat(text.intl).format(total));
  return fillTemplate(counted, { query });
}

/** "Advisors (43)". */
export function groupHeading(label: string, count: number): string {
  return `${label} (${count})`;
}

/** A new array in uniformly random order (Fisher-Yates). `random` returns [0, 1), like Math.random. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
