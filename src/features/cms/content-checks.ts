/**
 * The checks every content edit must pass, whatever marketing adds or changes: each file matches its schema,
 * cross-references resolve, and figures agree with each other. Never a head-count or a spec figure (those are
 * `npm run check:launch-copy`). Pure: the caller reads the files (./content-files.server.ts).
 */
import type { z } from 'zod';
import { PUBLISHED_ARTWORK_URLS } from '#src/assets/published-artwork.ts';
import { CONTENT_FILES, type ContentFile } from '#src/schemas/content-files.ts';
import { countyGuideSchema, RI_COUNTY_SLUGS } from '#src/schemas/county.ts';
import { propertiesSchema, propertySchema } from '#src/schemas/property.ts';
import { siteSchema } from '#src/schemas/site.ts';
import { teamSchema } from '#src/schemas/team.ts';
import { formatCount } from '#src/lib/figures.ts';
import { markdownProblems } from './markdown-rules.ts';

/** The content of data/, parsed: paths are relative to data/ ("listings/001-x.json"). */
export interface ContentFiles {
  /** Every *.json file, parsed. */
  json: Record<string, unknown>;
  /** Every market update's frontmatter (data/market-updates/*.md) and Markdown body. */
  markdown: Record<string, { frontmatter: unknown; body: string }>;
  /** Site paths of the files under public/ ("/images/team/a.webp"). */
  publicFiles: ReadonlySet<string>;
}

/** A path under data/ as ContentFiles names it ("data/site.json" → "site.json"). */
const underData = (path: string) => path.replace(/^data\//, '');

/** Whether a path (relative to data/) is a file of this folder, named as it must be. */
const namedIn = (folder: string, fileName: RegExp, path: string) =>
  path.startsWith(`${underData(folder)}/`) && fileName.test(path.slice(underData(folder).length + 1));

/** Whether the manifest entry covers this JSON file (relative to data/). */
function covers(manifest: ContentFile, path: string): boolean {
  switch (manifest.kind) {
    case 'singleton':
    case 'list':
      return path === underData(manifest.path);
    case 'named-files':
      return Object.keys(manifest.files).some((name) => path === `${underData(manifest.folder)}/${name}.json`);
    case 'json-folder':
      return namedIn(manifest.folder, manifest.fileName, path);
    case 'markdown-folder':
      return false;
  }
}

/** Every Markdown file is a market update. */
function articleFolder() {
  const folder = CONTENT_FILES.find((manifest) => manifest.kind === 'markdown-folder');
  if (!folder) throw new Error('src/schemas/content-files.ts names no Markdown folder');
  return folder;
}

function schemaProblems(path: string, schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${path}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
}

/** Parses a file with its schema, or undefined when it does not match (schemaProblems reports why). */
function parsed<S extends z.ZodType>(content: ContentFiles, path: string, schema: S): z.output<S> | undefined {
  const result = schema.safeParse(content.json[path]);
  return result.success ? result.data : undefined;
}

/** Every problem found, one line each ("listings/044-x.json: advisorId: ..."); empty when the content is fine. */
export function checkContent(content: ContentFiles): string[] {
  const problems: string[] = [];
  const { json, markdown, publicFiles } = content;
  const imageExists = (where: string, src: string) => {
    if (src.startsWith('/images/') && !publicFiles.has(src) && !PUBLISHED_ARTWORK_URLS.has(src))
      problems.push(`${where}: no file public${src}`);
  };

  // Every file has a schema, and matches it.
  for (const [path, value] of Object.entries(json)) {
    const entry = CONTENT_FILES.find((manifest) => covers(manifest, path));
    if (!entry) problems.push(`${path}: no schema for this file (is it misnamed?)`);
    else problems.push(...schemaProblems(path, entry.schema, value));
  }
  const articles = articleFolder();
  for (const [path, { frontmatter, body }] of Object.entries(markdown)) {
    if (!namedIn(articles.folder, articles.fileName, path))
      problems.push(`${path}: name it with lowercase words joined by hyphens`);
    problems.push(...schemaProblems(path, articles.schema, frontmatter));
    if (!body.trim()) problems.push(`${path}: the article has no text`);
    problems.push(...markdownProblems(path, body));
  }
  for (const required of ['site.json', 'home.json', 'team.json', 'faq.json', 'pages.json', 'property-tax-rates.json']) {
    if (!(required in json)) problems.push(`${required}: missing`);
  }

  // Listings: named after their id, ids unique, advisors exist, images and floor plans exist.
  const team = parsed(content, 'team.json', teamSchema) ?? [];
  const advisors = new Set(team.filter((m) => m.role === 'advisor').map((m) => m.id));
  const listingPaths = Object.keys(json).filter((path) => path.startsWith('listings/'));
  const listings = listingPaths.flatMap((path) => {
    const listing = parsed(content, path, propertySchema);
    return listing ? [{ path, listing }] : [];
  });
  problems.push(
    ...schemaProblems(
      'listings/',
      propertiesSchema,
      listings.map((l) => l.listing),
    ),
  );
  for (const { path, listing } of listings) {
    const number = String(listing.id).padStart(3, '0');
    if (!path.startsWith(`listings/${number}-`)) problems.push(`${path}: the file name must start with ${number}-`);
    if (listing.advisorId !== null && !advisors.has(listing.advisorId))
      problems.push(`${path}: advisorId ${listing.advisorId} is no advisor in team.json`);
    listing.images.forEach((src, i) => imageExists(`${path}: images.${i}`, src));
    listing.floorPlans?.forEach((src, i) => imageExists(`${path}: floorPlans.${i}`, src));
  }

  // The team's and partners' pictures exist.
  team.forEach((member, i) => {
    if (member.image) imageExists(`team.json: ${i}.image`, member.image);
  });
  parsed(content, 'site.json', siteSchema)?.partners.forEach((p, i) =>
    imageExists(`site.json: partners.${i}.logo`, p.logo),
  );

  // Counties: one file per slug, named by it; towns fit inside; the population tile shows the population.
  const countyOrders = new Map<number, string>();
  for (const slug of RI_COUNTY_SLUGS) {
    const path = `counties/${slug}.json`;
    if (!(path in json)) {
      problems.push(`${path}: missing`);
      continue;
    }
    const county = parsed(content, path, countyGuideSchema);
    if (!county) continue;
    if (county.slug !== slug) problems.push(`${path}: slug must be "${slug}", as the file name`);
    const other = countyOrders.get(county.order);
    if (other) problems.push(`${path}: order ${county.order} is also the order of ${other}`);
    countyOrders.set(county.order, path);
    const towns = county.communities.items.reduce((sum, town) => sum + town.population, 0);
    if (towns > county.population)
      problems.push(
        `${path}: the towns' populations (${towns}) add up to more than the county's (${county.population})`,
      );
    const tile = county.stats.find((s) => /population/i.test(s.label));
    if (tile && tile.value !== formatCount(county.population))
      problems.push(`${path}: the population tile says ${tile.value}, the population is ${county.population}`);
  }
  return problems;
}
