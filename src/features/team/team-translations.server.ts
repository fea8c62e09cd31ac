/**
 * The team in a language for the pages functions render: data/team/team.{locale}.json (titles and bios) where
 * its translation has begun, as the build's content loader reads it; English otherwise. Read from disk once per
 * instance (the project root locally, included_files on Netlify).
 */
import { readFile } from 'node:fs/promises';
import englishTeam from '#data/team/team.en.json' with { type: 'json' };
import { join } from 'node:path';
import { teamSchema, type TeamMember } from '#src/schemas/team.ts';
import { DEFAULT_LOCALE, translationStarted, type Locale } from '#src/schemas/locale.ts';
import { teamMembers } from './team-data.server.ts';

const teamFile = (locale: Locale) => `data/team/team.${locale}.json`;

const read = new Map<Locale, Promise<TeamMember[]>>();

async function readTranslation(locale: Locale): Promise<TeamMember[]> {
  const text = await readFile(join(process.cwd(), teamFile(locale)), 'utf8').catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return teamMembers();
  const translation: unknown = JSON.parse(text);
  return translationStarted(englishTeam, translation) ? teamSchema.parse(translation) : teamMembers();
}

/** The team with the titles of the language where the file is translated. */
export function teamMembersIn(locale: Locale): Promise<TeamMember[]> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(teamMembers());
  let members = read.get(locale);
  if (!members) {
    members = readTranslation(locale);
    read.set(locale, members);
    members.catch(() => read.delete(locale));
  }
  return members;
}
