import { z } from 'zod';
import { slugify } from '#src/schemas/rules/slug.ts';
import { riTownSchema } from './ri-town.ts';

export const TEAM_ROLES = ['advisor', 'officer', 'staff'] as const;

/** One person in data/team/team.en.json. The slug is derived from the name, never typed by hand. */
export const teamMemberSchema = z
  .object({
    id: z.number().int().positive().describe('Stable id; listings refer to advisors by it'),
    name: z.string().min(3),
    title: z.string().min(2).describe('"Advisor", "Broker/Partner", "Office Manager"...'),
    role: z.enum(TEAM_ROLES).describe('advisor, officer or staff: decides the team page group'),
    phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Use the format (401) 555-0100'),
    email: z.union([z.email(), z.literal('')]).describe('May be empty'),
    image: z.string().startsWith('/').nullable().describe('Headshot under public/, or null for the placeholder'),
    bio: z.array(z.string().min(20)).nullable().describe('Custom biography paragraphs, or null for the template'),
    website: z.url({ protocol: /^https$/ }).nullable(),
    mlsId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe(
        "The agent's State-Wide MLS id (ListAgentMlsId): the office's MLS listings of this agent show their card. Leave empty if none",
      ),
    towns: z
      .array(riTownSchema)
      .optional()
      .describe(
        "Advisors only, with an e-mail: the Rhode Island cities and towns they answer for. Each MLS listing there that names no advisor of ours shows one of the town's advisors, in turn, beside its inquiry form, and sends them its inquiries",
      ),
  })
  .strict()
  .superRefine((member, ctx) => {
    const towns = member.towns ?? [];
    if (towns.length === 0) return;
    if (member.role !== 'advisor')
      ctx.addIssue({
        code: 'custom',
        path: ['towns'],
        message: `Only advisors answer for towns: remove the towns, or make this ${member.role} an advisor`,
      });
    else if (member.email === '')
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'An advisor who answers for towns needs an e-mail: the inquiries about those towns go to it',
      });
    towns.forEach((town, index) => {
      if (towns.indexOf(town) !== index)
        ctx.addIssue({ code: 'custom', path: ['towns', index], message: `"${town}" is listed twice` });
    });
  })
  .transform((member) => ({ ...member, slug: slugify(member.name) }));

export type TeamMember = z.output<typeof teamMemberSchema>;

export const teamSchema = z.array(teamMemberSchema).superRefine((team, ctx) => {
  const seen = new Map<string, number>();
  team.forEach((member, index) => {
    const keys = [`id:${member.id}`, `slug:${member.slug}`];
    if (member.mlsId !== undefined) keys.push(`mlsId:${member.mlsId}`);
    for (const key of keys) {
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `Duplicate ${key} (also at ${seen.get(key)})` });
      seen.set(key, index);
    }
  });
});

/** What /api/advisors returns for one advisor (the spec's Advisor entity). */
export const advisorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  title: z.string(),
  phone: z.string(),
  image: z.string().nullable(),
  slug: z.string(),
});
export type Advisor = z.infer<typeof advisorSchema>;

export function toAdvisor(member: TeamMember): Advisor {
  const { id, name, title, phone, image, slug } = member;
  return { id, name, title, phone, image, slug };
}
