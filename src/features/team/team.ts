/** The team page's search and shuffle. Pure; shared by the build (tests) and the page's small script. */
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
