/**
 * Every content file and folder under data/, written once: where it is, which schema guards it, how Astro
 * loads it (src/content.config.ts), how the CMS edits it (src/features/cms/cms-config.ts) and how the content
 * checks find its schema (src/features/cms/content-checks.ts). Free of astro:* imports, so vitest and node load it.
 */
import type { z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_ALTERNATIVES } from './locale.ts';
import { advisorProfileSchema } from './advisor-profile.ts';
import { articleSchema } from './article.ts';
import { buyersGuideSchema } from './buyers-guide.ts';
import { caresSchema } from './cares.ts';
import { charterSchema } from './charter.ts';
import { contactFaqItemSchema, contactFaqSchema } from './contact-faq.ts';
import { countyGuideSchema } from './county.ts';
import { faqSchema } from './faq.ts';
import { homeSchema } from './home.ts';
import { legalSchema } from './legal.ts';
import { marketReadySchema } from './market-ready.ts';
import { pagesSchema } from './pages.ts';
import { listingFileSchema } from './property.ts';
import { propertyTaxRatesSchema } from './property-tax-rates.ts';
import { regionOverviewSchema, statePageSchema } from './region.ts';
import { sellersGuideSchema } from './sellers-guide.ts';
import { siteSchema } from './site.ts';
import { teamMemberSchema, teamSchema } from './team.ts';
import { testimonialSchema, testimonialsSchema } from './testimonial.ts';

/**
 * The CMS's groups of files, each file naming its own: a group's untranslated files share one collection; a
 * translated file has a folder collection of its own, which takes its group's options (media folder, preview).
 */
export const CMS_FILE_GROUPS = {
  settings: { label: 'Tax rates and testimonials', editor: { preview: false } },
  team: {
    label: 'Team',
    media_folder: '/public/images/team',
    public_folder: '/images/team',
    editor: { preview: false },
  },
  'regions-and-guides': { label: 'Regions and guides', editor: { preview: false } },
} as const;
type CmsFileGroup = keyof typeof CMS_FILE_GROUPS;

/** Decap options of a folder collection beyond its name, folder, extension, format and fields. */
export interface CmsFolderOptions {
  label: string;
  label_singular?: string;
  create: boolean;
  delete?: boolean;
  identifier_field?: string;
  slug?: string;
  summary?: string;
  sortable_fields?: readonly string[];
  media_folder?: string;
  public_folder?: string;
  editor?: { preview: boolean };
}

export type ContentFile =
  /** A JSON file holding one object: one Astro entry "main", one CMS file. */
  | {
      kind: 'singleton';
      collection: string;
      /** The English file; with `i18n`, its translations lie beside it (src/schemas/locale.ts). */
      path: string;
      i18n?: true;
      schema: z.ZodType;
      cms: { group: CmsFileGroup; label: string };
    }
  /** A JSON file whose root is an array: one Astro entry per item, one CMS file edited as a list of `item`. */
  | {
      kind: 'list';
      collection: string;
      path: string;
      i18n?: true;
      /** The whole file's schema (the items and what they must agree on). */
      schema: z.ZodType;
      item: z.ZodType;
      /** Astro's store sorts entries by id: the file's order is kept as `position`. */
      keepOrder?: true;
      cms: { group: CmsFileGroup; label: string };
    }
  /** Named JSON files in one folder with the same schema: the entry ids are the names; one CMS file each. */
  | {
      kind: 'named-files';
      collection: string;
      folder: string;
      /** File name (without its language and .json) → CMS label. */
      files: Readonly<Record<string, string>>;
      i18n?: true;
      schema: z.ZodType;
      cms: { group: CmsFileGroup };
    }
  /** A folder of JSON files, one entry each: a CMS folder collection. */
  | {
      kind: 'json-folder';
      collection: string;
      folder: string;
      /** How the files must be named. */
      fileName: RegExp;
      i18n?: true;
      /**
       * The field that is the entry id; the file name starts with it, padded to three digits. Without it the
       * file name is the id.
       */
      idField?: string;
      schema: z.ZodType;
      cms: CmsFolderOptions;
    }
  /** A folder of Markdown files: frontmatter checked by the schema, the body below it. */
  | {
      kind: 'markdown-folder';
      collection: string;
      folder: string;
      fileName: RegExp;
      i18n?: true;
      schema: z.ZodType;
      cms: CmsFolderOptions;
    };

/** In the CMS's order: a group's collection appears where its first file does. */
export const CONTENT_FILES = [
  // Brand, phones, offices and external links.
  {
    kind: 'singleton',
    collection: 'site',
    path: 'data/site/site.en.json',
    i18n: true,
    schema: siteSchema,
    cms: { group: 'settings', label: 'Site settings' },
  },
  // Each town's residential tax rate, for the listing pages' mortgage estimate.
  {
    kind: 'singleton',
    collection: 'propertyTaxRates',
    path: 'data/property-tax-rates.json',
    schema: propertyTaxRatesSchema,
    cms: { group: 'settings', label: 'Property tax rates' },
  },
  {
    kind: 'singleton',
    collection: 'home',
    path: 'data/home/home.en.json',
    i18n: true,
    schema: homeSchema,
    cms: { group: 'settings', label: 'Home page' },
  },
  {
    kind: 'singleton',
    collection: 'advisorProfile',
    path: 'data/advisor-profile/advisor-profile.en.json',
    i18n: true,
    schema: advisorProfileSchema,
    cms: { group: 'settings', label: 'Advisor profile' },
  },
  {
    kind: 'singleton',
    collection: 'pages',
    path: 'data/pages/pages.en.json',
    i18n: true,
    schema: pagesSchema,
    cms: { group: 'settings', label: 'Pages' },
  },
  {
    kind: 'singleton',
    collection: 'legal',
    path: 'data/legal/legal.en.json',
    i18n: true,
    schema: legalSchema,
    cms: { group: 'settings', label: 'Privacy, terms and accessibility' },
  },
  {
    kind: 'singleton',
    collection: 'faq',
    path: 'data/faq/faq.en.json',
    i18n: true,
    schema: faqSchema,
    cms: { group: 'settings', label: 'FAQ' },
  },
  {
    kind: 'list',
    collection: 'contactFaq',
    path: 'data/contact-faq/contact-faq.en.json',
    i18n: true,
    schema: contactFaqSchema,
    item: contactFaqItemSchema,
    keepOrder: true,
    cms: { group: 'settings', label: 'Contact FAQ' },
  },
  {
    kind: 'list',
    collection: 'testimonials',
    path: 'data/testimonials.json',
    schema: testimonialsSchema,
    item: testimonialSchema,
    cms: { group: 'settings', label: 'Testimonials' },
  },
  // Everyone on the team: advisors, officers and staff; entry ids are the people's ids.
  {
    kind: 'list',
    collection: 'team',
    path: 'data/team/team.en.json',
    i18n: true,
    schema: teamSchema,
    item: teamMemberSchema,
    cms: { group: 'team', label: 'Team' },
  },
  // Demo listings, one file each; the entry id is the listing id. Seeded into Blobs too.
  {
    kind: 'json-folder',
    collection: 'listings',
    folder: 'data/listings',
    fileName: /^\d{3,}-[a-z0-9-]+\.json$/,
    idField: 'id',
    schema: listingFileSchema,
    cms: {
      label: 'Listings',
      label_singular: 'Listing',
      create: true,
      identifier_field: 'title',
      // `fileNumber` is put in by the preSave hook of src/features/cms/admin.ts (the id with three digits) and
      // never saved: Decap's slug templates cannot pad a number.
      slug: '{{fields.fileNumber}}-{{slug}}',
      summary: '{{fields.id}} · {{fields.title}}',
      sortable_fields: ['id', 'title', 'price'],
      media_folder: '/public/images/listings/{{fields.id}}',
      public_folder: '/images/listings/{{fields.id}}',
    },
  },
  // One Markdown file per article; the file name is the id and the URL slug.
  {
    kind: 'markdown-folder',
    collection: 'marketUpdates',
    folder: 'data/market-updates',
    fileName: new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*\\.(${LOCALE_ALTERNATIVES})\\.md$`),
    i18n: true,
    schema: articleSchema,
    cms: {
      label: 'Market updates',
      label_singular: 'Market update',
      create: true,
      slug: '{{slug}}',
      media_folder: '/public/images/market-updates',
      public_folder: '/images/market-updates',
    },
  },
  // The five Rhode Island county guides; entry ids are the file names (= slugs).
  {
    kind: 'json-folder',
    collection: 'counties',
    folder: 'data/counties',
    fileName: new RegExp(`^[a-z-]+\\.(${LOCALE_ALTERNATIVES})\\.json$`),
    i18n: true,
    schema: countyGuideSchema,
    cms: { label: 'Counties', create: false, delete: false, identifier_field: 'name', editor: { preview: false } },
  },
  {
    kind: 'singleton',
    collection: 'regionOverview',
    path: 'data/regions/overview/overview.en.json',
    i18n: true,
    schema: regionOverviewSchema,
    cms: { group: 'regions-and-guides', label: 'Communities overview' },
  },
  // /massachusetts and /connecticut.
  {
    kind: 'named-files',
    collection: 'statePages',
    folder: 'data/regions',
    files: { massachusetts: 'Massachusetts', connecticut: 'Connecticut' },
    i18n: true,
    schema: statePageSchema,
    cms: { group: 'regions-and-guides' },
  },
  {
    kind: 'singleton',
    collection: 'sellersGuide',
    path: 'data/guides/sellers/sellers.en.json',
    i18n: true,
    schema: sellersGuideSchema,
    cms: { group: 'regions-and-guides', label: "Sellers' guide" },
  },
  {
    kind: 'singleton',
    collection: 'buyersGuide',
    path: 'data/guides/buyers/buyers.en.json',
    i18n: true,
    schema: buyersGuideSchema,
    cms: { group: 'regions-and-guides', label: "Buyers' guide" },
  },
  {
    kind: 'singleton',
    collection: 'marketReady',
    path: 'data/guides/market-ready/market-ready.en.json',
    i18n: true,
    schema: marketReadySchema,
    cms: { group: 'regions-and-guides', label: 'Market Ready' },
  },
  {
    kind: 'singleton',
    collection: 'cares',
    path: 'data/guides/cares/cares.en.json',
    i18n: true,
    schema: caresSchema,
    cms: { group: 'regions-and-guides', label: 'Flagship Cares' },
  },
  {
    kind: 'singleton',
    collection: 'charter',
    path: 'data/guides/charter/charter.en.json',
    i18n: true,
    schema: charterSchema,
    cms: { group: 'regions-and-guides', label: 'Aircraft charter' },
  },
] as const satisfies readonly ContentFile[];

type ContentFileOf<K extends ContentFile['kind']> = Extract<(typeof CONTENT_FILES)[number], { kind: K }>;

/** A named file's English path: "data/regions/massachusetts.en.json" ("….json" without translations). */
export const namedFilePath = (manifest: Extract<ContentFile, { kind: 'named-files' }>, name: string) =>
  `${manifest.folder}/${name}${manifest.i18n ? `.${DEFAULT_LOCALE}` : ''}.json`;

/** What each singleton collection holds, by collection name (read with getSingleton). */
export type Singletons = {
  [F in ContentFileOf<'singleton'> as F['collection']]: z.output<F['schema']>;
};
