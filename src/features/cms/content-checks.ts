/**
 * The checks every content edit must pass, whatever marketing adds or changes: each file matches its schema,
 * cross-references resolve, and figures agree with each other. Never a head-count or a spec figure (those are
 * `npm run check:launch-copy`). Pure: the caller reads the files (./content-files.server.ts).
 */
import type { z } from 'zod';
import { PUBLISHED_ARTWORK_URLS } from '#src/assets/published-artwork.ts';
import { CONTENT_FILES, namedFilePath, type ContentFile } from '#src/schemas/content-files.ts';
import { countyGuideSchema, RI_COUNTY_SLUGS } from '#src/schemas/county.ts';
import { propertiesSchema, propertySchema } from '#src/schemas/property.ts';
import { siteSchema } from '#src/schemas/site.ts';
import { teamSchema } from '#src/schemas/team.ts';
import { formatCount } from '#src/lib/figures.ts';
import { DEFAULT_LOCALE, LOCALES, fileLocale, localeFile, translationStarted } from '#src/schemas/locale.ts';
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

/** A path under data/ as ContentFiles names it ("data/site/site.en.json" → "site/site.en.json"). */
const underData = (path: string) => path.replace(/^data\//, '');

/** Whether a path (relative to data/) is a file of this folder, named as it must be. */
const namedIn = (folder: string, fileName: RegExp, path: string) =>
  path.startsWith(`${underData(folder)}/`) && fileName.test(path.slice(underData(folder).length + 1));

/** The file in every language it may have: the English file alone without `i18n`. */
const languagesOf = (manifest: ContentFile, englishPath: string) =>
  manifest.i18n ? LOCALES.map((locale) => localeFile(englishPath, locale)) : [englishPath];

/** Whether the manifest entry covers this JSON file (relative to data/), in any of its languages. */
function covers(manifest: ContentFile, path: string): boolean {
  switch (manifest.kind) {
    case 'singleton':
    case 'list':
      return languagesOf(manifest, underData(manifest.path)).includes(path);
    case 'named-files':
      return Object.keys(manifest.files).some((name) =>
        languagesOf(manifest, underData(namedFilePath(manifest, name))).includes(path),
      );
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

/** Whether a file is a translation: named with a language other than English. */
const isTranslation = (path: string) => {
  const locale = fileLocale(path);
  return locale !== null && locale !== DEFAULT_LOCALE;
};

/** A translation without its English file (a renamed or deleted English file left it behind). */
function untranslatedOrphan(path: string, files: Record<string, unknown>): string[] {
  if (!isTranslation(path)) return [];
  const english = localeFile(path, DEFAULT_LOCALE);
  return english in files ? [] : [`${path}: a translation of ${english}, which does not exist`];
}

/** Every problem found, one line each ("listings/044-x.json: advisorId: ..."); empty when the content is fine. */
export function checkContent(content: ContentFiles): string[] {
  const problems: string[] = [];
  const { json, markdown, publicFiles } = content;
  const imageExists = (where: string, src: string) => {
    if (src.startsWith('/images/') && !publicFiles.has(src) && !PUBLISHED_ARTWORK_URLS.has(src))
      problems.push(`${where}: no file public${src}`);
  };

  // Every file has a schema, and matches it: a translation the same schema as its English file, once begun.
  for (const [path, value] of Object.entries(json)) {
    const entry = CONTENT_FILES.find((manifest) => covers(manifest, path));
    if (!entry) problems.push(`${path}: no schema for this file (is it misnamed?)`);
    else if (isTranslation(path) && !translationStarted(json[localeFile(path, DEFAULT_LOCALE)], value)) continue;
    else problems.push(...schemaProblems(path, entry.schema, value), ...untranslatedOrphan(path, json));
  }
  const articles = articleFolder();
  for (const [path, { frontmatter, body }] of Object.entries(markdown)) {
    const english = markdown[localeFile(path, DEFAULT_LOCALE)];
    if (isTranslation(path) && !body.trim() && !translationStarted(english?.frontmatter, frontmatter)) continue;
    if (!namedIn(articles.folder, articles.fileName, path))
      problems.push(`${path}: name it with lowercase words joined by hyphens`);
    problems.push(...schemaProblems(path, articles.schema, frontmatter), ...untranslatedOrphan(path, markdown));
    if (!body.trim()) problems.push(`${path}: the article has no text`);
    problems.push(...markdownProblems(path, body));
  }
  for (const required of [
    'site/site.en.json',
    'home/home.en.json',
    'team/team.en.json',
    'faq/faq.en.json',
    'pages/pages.en.json',
    'property-tax-rates.json',
  ]) {
    if (!(required in json)) problems.push(`${required}: missing`);
  }

  // Listings: named after their id, ids unique, advisors exist, images and floor plans exist.
  const team = parsed(content, 'team/team.en.json', teamSchema) ?? [];
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
      problems.push(`${path}: advisorId ${listing.advisorId} is no advisor in team/team.en.json`);
    listing.images.forEach((src, i) => imageExists(`${path}: images.${i}`, src));
    listing.floorPlans?.forEach((src, i) => imageExists(`${path}: floorPlans.${i}`, src));
  }

  // The team's and partners' pictures exist.
  team.forEach((member, i) => {
    if (member.image) imageExists(`team/team.en.json: ${i}.image`, member.image);
  });
  parsed(content, 'site/site.en.json', siteSchema)?.partners.forEach((p, i) =>
    imageExists(`site/site.en.json: partners.${i}.logo`, p.logo),
  );

  // Counties: one file per slug, named by it; towns fit inside; the population tile shows the population.
  const countyOrders = new Map<number, string>();
  for (const slug of RI_COUNTY_SLUGS) {
    const path = `counties/${slug}.${DEFAULT_LOCALE}.json`;
    if (!(path in json)) {
      problems.push(`${path}: missing`);
      continue;
    }
    const county = parsed(content, path, countyGuideSchema);
    if (!county) continue;
    for (const locale of LOCALES) {
      const translated = content.json[localeFile(path, locale)] as { slug?: unknown } | undefined;
      if (translated && translated.slug !== slug)
        problems.push(`${localeFile(path, locale)}: slug must be "${slug}", as the file name`);
    }
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
