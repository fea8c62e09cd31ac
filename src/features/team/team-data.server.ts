/** data/team/team.en.json, parsed once per instance: the one place the server reads the team. */
import team from '#data/team/team.en.json' with { type: 'json' };
import { teamSchema, type TeamMember } from '#src/schemas/team.ts';

let members: TeamMember[] | undefined;

/** Everyone in data/team/team.en.json, in the file's order (validated on first use). */
export function teamMembers(): TeamMember[] {
  return (members ??= teamSchema.parse(team));
}
