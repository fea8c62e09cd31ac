/**
 * data/team/team.{locale}.json, each parsed once per instance: the one place the server reads the team. English's
 * is the team itself; a translation gives the same people's titles and bios in its language (a language without
 * a file here shows English's).
 */
import teamEn from '#data/team/team.en.json' with { type: 'json' };
import teamEs from '#data/team/team.es.json' with { type: 'json' };
import teamPt from '#data/team/team.pt.json' with { type: 'json' };
import teamFr from '#data/team/team.fr.json' with { type: 'json' };
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { teamSchema, type TeamMember } from '#src/schemas/team.ts';

const TEAM_FILES: Readonly<Partial<Record<Locale, unknown>>> = { en: teamEn, es: teamEs, pt: teamPt, fr: teamFr };

const members = new Map<Locale, TeamMember[]>();

/** Everyone in data/team/team.{locale}.json, in the file's order (validated on first use). */
export function teamMembers(locale: Locale = DEFAULT_LOCALE): TeamMember[] {
  const file = TEAM_FILES[locale] === undefined ? DEFAULT_LOCALE : locale;
  let found = members.get(file);
  if (!found) {
    found = teamSchema.parse(TEAM_FILES[file]);
    members.set(file, found);
  }
  return found;
}
