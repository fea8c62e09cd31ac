import { z } from 'zod';
import { RI_TOWNS, townOfPlace } from '#src/schemas/rules/ri-towns.ts';

/** Why a name is no town: another spelling of one, a village of one, or no Rhode Island place at all. */
function unknownTownMessage(input: unknown): string {
  if (typeof input !== 'string') return 'Expected the name of a Rhode Island city or town, e.g. "Newport"';
  const town = townOfPlace(input);
  if (town === null)
    return `"${input}" is not a Rhode Island city or town: use one of the state's 39, e.g. "Newport" or "South Kingstown"`;
  return town.toLowerCase() === input.trim().replace(/\s+/g, ' ').toLowerCase()
    ? `Write "${input}" as "${town}"`
    : `"${input}" is a village of ${town}: write "${town}"`;
}

/** One of Rhode Island's 39 cities and towns, spelt as the state spells it. */
export const riTownSchema = z.enum(RI_TOWNS, { error: (issue) => unknownTownMessage(issue.input) });
