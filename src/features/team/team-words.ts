/**
 * The team page's words in a language, from the catalogue: its groups' headings and its search status
 * (TeamStatusText, for the page's script). Server and build only: every message holds all four languages, so no
 * module that ships to the browser may import this one.
 */
import { m } from '#src/paraglide/messages.js';
import { intlLocale } from '#src/lib/format.ts';
import { pluralWords } from '#src/lib/plural-words.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { TeamRole, TeamStatusText } from './team.ts';

export interface TeamPageWords {
  groups: Readonly<Record<TeamRole, string>>;
  status: TeamStatusText;
}

export function teamPageWords(locale: Locale): TeamPageWords {
  const o = { locale };
  return {
    groups: {
      advisor: m.advisor_team_group_advisors({}, o),
      officer: m.advisor_team_group_officers({}, o),
      staff: m.advisor_team_group_staff({}, o),
    },
    status: {
      intl: intlLocale(locale),
      counted: pluralWords((count) => m.advisor_team_search_status({ count, query: '{query}' }, o), locale),
    },
  };
}
