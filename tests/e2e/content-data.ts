import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resultCountText } from '#src/features/listings/results-header.ts';
import { filterProperties } from '#src/features/listings/search.ts';
import { propertySchema, type Property } from '#src/schemas/property.ts';
import { searchBodySchema, type SearchBody } from '#src/schemas/search-body.ts';
import { siteSchema } from '#src/schemas/site.ts';
import { teamSchema } from '#src/schemas/team.ts';

// The built site shows whatever data/ holds, and marketing edits data/: browser tests take head-counts
// and result counts from it instead of pinning them. Search semantics are proven on fixtures in tests/unit.
const root = resolve(import.meta.dirname, '../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(resolve(root, path), 'utf8'));

export const site = siteSchema.parse(readJson('data/site/site.en.json'));
export const team = teamSchema.parse(readJson('data/team/team.en.json'));
export const listings: Property[] = readdirSync(resolve(root, 'data/listings'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => propertySchema.parse(readJson(`data/listings/${name}`)));

export const inRole = (role: string): number => team.filter((m) => m.role === role).length;

/** The results heading for a search: "12 properties found". */
export const foundText = (criteria: SearchBody = {}): string =>
  resultCountText(filterProperties(listings, searchBodySchema.parse(criteria)).length);
