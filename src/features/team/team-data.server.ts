/** data/team.json, parsed once per instance: the one place the server reads the team. */
import team from '#data/team.json' with { type: 'json' };
import { teamSchema, type TeamMember } from '#src/schemas/team.ts';

let members: TeamMember[] | undefined;

/** Everyone in data/team.json, in the file's order (validated on first use). */
export function teamMembers(): TeamMember[] {
  return (members ??= teamSchema.parse(team));
}
