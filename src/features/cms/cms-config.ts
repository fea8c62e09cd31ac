/**
 * The Decap CMS configuration, generated from the zod schemas of src/schemas so the editor can never drift
 * from what the build accepts: each schema decides its field's widget, required-ness, options and pattern,
 * and its `.describe()` text becomes the hint. Served as /admin/config.yml (JSON is YAML). Pure.
 */
import { z } from 'zod';
import { advisorProfileSchema } from '#src/schemas/advisor-profile.ts';
import { articleSchema } from '#src/schemas/article.ts';
import { buyersGuideSchema } from '#src/schemas/buyers-guide.ts';
import { caresSchema } from '#src/schemas/cares.ts';
import { charterSchema } from '#src/schemas/charter.ts';
import { contactFaqItemSchema } from '#src/schemas/contact-faq.ts';
import { countyGuideSchema } from '#src/schemas/county.ts';
import { faqSchema } from '#src/schemas/faq.ts';
import { homeSchema } from '#src/schemas/home.ts';
import { marketReadySchema } from '#src/schemas/market-ready.ts';
import { pagesSchema } from '#src/schemas/pages.ts';
import { propertySchema } from '#src/schemas/property.ts';
import { regionOverviewSchema, statePageSchema } from '#src/schemas/region.ts';
import { sellersGuideSchema } from '#src/schemas/sellers-guide.ts';
import { siteSchema } from '#src/schemas/site.ts';
import { teamMemberSchema } from '#src/schemas/team.ts';
import { testimonialSchema } from '#src/schemas/testimonial.ts';
import { LIST_FORMAT, LISTING_FORMAT, type CmsField } from './cms-fields.ts';

export type { CmsField } from './cms-fields.ts';
export { toStoredJson } from './cms-fields.ts';

/** The parts of a zod 4 definition this walker reads (`schema._zod.def`). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
  checks?: { _zod: { def: Check } }[];
}
interface Check {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  error?: (issue: object) => unknown;
}

const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;
const checksOf = (schema: z.ZodType): Check[] => (defOf(schema).checks ?? []).map((c) => c._zod.def);

/** Optional, nullable and defaulted wrappers, and preprocess/transform pipes, down to the schema that decides. */
export function unwrap(schema: z.ZodType): {
  inner: z.ZodType;
  required: boolean;
  nullable: boolean;
  description: string | undefined;
} {
  let inner = schema;
  let required = true;
  let nullable = false;
  let description = schema.description;
  for (;;) {
    const def = defOf(inner);
    if (['optional', 'nullable', 'default', 'prefault'].includes(def.type) && def.innerType) {
      if (def.type !== 'default' && def.type !== 'prefault') required = false;
      if (def.type === 'nullable') nullable = true;
      inner = def.innerType;
    } else if (def.type === 'pipe' && def.in && def.out) {
      inner = defOf(def.in).type === 'transform' ? def.out : def.in;
    } else break;
    description ??= inner.description;
  }
  return { inner, required, nullable, description };
}

/** "squareFeet" → "Square feet". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Field names whose values are pictures under public/images. */
const IMAGE_NAMES = new Set(['image', 'images', 'logo', 'photo']);

function messageOf(check: Check): string {
  const message = check.error?.({});
  return typeof message === 'string' ? message : `Must match ${String(check.pattern)}`;
}

/** The option values of an enum, a literal, or a union of them; undefined for anything else. */
function optionsOf(schema: z.ZodType): string[] | undefined {
  const def = defOf(schema);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def.type === 'literal' && def.values) return def.values.map(String);
  if (def.type === 'union' && def.options) {
    const parts = def.options.map((o) => optionsOf(unwrap(o).inner));
    return parts.every(Boolean) ? parts.flat().filter((o): o is string => o !== undefined) : undefined;
  }
  return undefined;
}

/** The Decap field for one key of a zod object. */
export function fieldOf(name: string, schema: z.ZodType): CmsField {
  const { inner, required, nullable, description } = unwrap(schema);
  const field: CmsField = { name, label: labelOf(name), widget: 'string' };
  if (!required) field.required = false;
  if (nullable) field.nullable = true;
  if (description) field.hint = description;
  const def = defOf(inner);
  const options = optionsOf(inner);
  if (options) return { ...field, widget: 'select', options };
  switch (def.type) {
    case 'object':
      return { ...field, widget: 'object', fields: fieldsOf(inner) };
    case 'array': {
      const element = def.element ?? z.unknown();
      const item = unwrap(element).inner;
      if (defOf(item).type === 'object') return { ...field, widget: 'list', fields: fieldsOf(item) };
      const single = IMAGE_NAMES.has(name) ? { ...fieldOf('image', element), widget: 'image' } : fieldOf(name, element);
      return { ...field, widget: 'list', field: { ...single, label: labelOf(name) } };
    }
    case 'boolean':
      return { ...field, widget: 'boolean' };
    case 'number': {
      const checks = checksOf(inner);
      const int = checks.some((c) => c.format === 'safeint' || c.format === 'int32');
      const number: CmsField = { ...field, widget: 'number', value_type: int ? 'int' : 'float' };
      for (const c of checks) {
        if (c.check === 'greater_than' && c.value !== undefined) number.min = c.value;
        if (c.check === 'less_than' && c.value !== undefined) number.max = c.value;
        if (c.check === 'multiple_of' && c.value !== undefined) number.step = c.value;
      }
      if (!int && number.step === undefined) number.step = 0.5;
      return number;
    }
    case 'union': {
      // E.g. an email or '': the first member that is not a literal decides.
      const first = def.options?.find((o) => defOf(unwrap(o).inner).type !== 'literal');
      const member = first ? fieldOf(name, first) : field;
      return { ...member, ...(required ? {} : { required: false }), ...(description ? { hint: description } : {}) };
    }
    case 'string': {
      const checks = checksOf(inner);
      const regex = checks.find((c) => c.format === 'regex' && c.pattern);
      if (def.format === 'datetime') return { ...field, widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ss[Z]' };
      if (regex?.pattern?.source === String.raw`^\d{4}-\d{2}-\d{2}$`)
        return { ...field, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
      if (IMAGE_NAMES.has(name)) return { ...field, widget: 'image' };
      const long = checks.some((c) => c.check === 'min_length' && (c.minimum ?? 0) >= 40);
      const string: CmsField = { ...field, widget: long ? 'text' : 'string' };
      if (regex?.pattern) string.pattern = [regex.pattern.source, messageOf(regex)];
      return string;
    }
    default:
      return field;
  }
}

/** The fields of a zod object (after unwrapping a transform). */
export function fieldsOf(schema: z.ZodType): CmsField[] {
  const shape = defOf(unwrap(schema).inner).shape ?? {};
  return Object.entries(shape).map(([name, value]) => fieldOf(name, value));
}

const listFile = (file: string, label: string, item: z.ZodType, extra: Partial<CmsField> = {}) => ({
  name: file.replace(/^data\/|\.json$/g, '').replace(/\//g, '-'),
  label,
  file,
  format: LIST_FORMAT,
  fields: [{ name: 'items', label, widget: 'list', fields: fieldsOf(item), ...extra }],
});
const singleFile = (file: string, label: string, schema: z.ZodType) => ({
  name: file.replace(/^data\/|\.json$/g, '').replace(/\//g, '-'),
  label,
  file,
  fields: fieldsOf(schema),
});

/** Which zod schema guards each file or folder the CMS edits, for the agreement test. */
export const CMS_SCHEMAS: Record<string, z.ZodType> = {
  'data/site.json': siteSchema,
  'data/home.json': homeSchema,
  'data/team.json': teamMemberSchema,
  'data/testimonials.json': testimonialSchema,
  'data/faq.json': faqSchema,
  'data/contact-faq.json': contactFaqItemSchema,
  'data/advisor-profile.json': advisorProfileSchema,
  'data/pages.json': pagesSchema,
  'data/regions/overview.json': regionOverviewSchema,
  'data/regions/massachusetts.json': statePageSchema,
  'data/regions/connecticut.json': statePageSchema,
  'data/guides/sellers.json': sellersGuideSchema,
  'data/guides/buyers.json': buyersGuideSchema,
  'data/guides/market-ready.json': marketReadySchema,
  'data/guides/cares.json': caresSchema,
  'data/guides/charter.json': charterSchema,
  'data/counties': countyGuideSchema,
  'data/listings': propertySchema,
  'data/market-updates': articleSchema,
};

export interface CmsOptions {
  /** owner/name of the GitHub repository. */
  repo: string;
  branch: string;
  /** decap-server's API for `npm run cms` (default http://localhost:8081/api/v1). */
  localBackendUrl?: string | undefined;
  /** The id a new listing gets: one more than the highest in data/listings when the admin was built. */
  nextListingId: number;
  siteUrl?: string | undefined;
}

export function cmsConfig({ repo, branch, nextListingId, siteUrl, localBackendUrl }: CmsOptions) {
  const s = CMS_SCHEMAS;
  const schema = (key: string): z.ZodType => s[key] ?? z.never();
  const listingFields = fieldsOf(schema('data/listings')).map((f) =>
    f.name === 'id'
      ? { ...f, default: nextListingId, hint: `${f.hint ?? ''}. A new listing gets the next free number.` }
      : f,
  );
  return {
    backend: { name: 'github', repo, branch, base_url: 'https://api.netlify.com', auth_endpoint: 'auth' },
    publish_mode: 'editorial_workflow',
    local_backend: localBackendUrl ? { url: localBackendUrl } : true,
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    collections: [
      {
        name: 'settings',
        label: 'Site settings and pages',
        editor: { preview: false },
        files: [
          singleFile('data/site.json', 'Site settings', schema('data/site.json')),
          singleFile('data/home.json', 'Home page', schema('data/home.json')),
          singleFile('data/advisor-profile.json', 'Advisor profile', schema('data/advisor-profile.json')),
          singleFile('data/pages.json', 'Pages', schema('data/pages.json')),
          singleFile('data/faq.json', 'FAQ', schema('data/faq.json')),
          listFile('data/contact-faq.json', 'Contact FAQ', schema('data/contact-faq.json')),
          listFile('data/testimonials.json', 'Testimonials', schema('data/testimonials.json')),
        ],
      },
      {
        name: 'team',
        label: 'Team',
        media_folder: '/public/images/team',
        public_folder: '/images/team',
        editor: { preview: false },
        files: [listFile('data/team.json', 'Team', schema('data/team.json'))],
      },
      {
        name: 'listings',
        label: 'Listings',
        label_singular: 'Listing',
        folder: 'data/listings',
        extension: 'json',
        format: LISTING_FORMAT,
        create: true,
        identifier_field: 'title',
        // `fileNumber` is put in by the preSave hook of src/features/cms/admin.ts (the id with three digits) and
        // never saved: Decap's slug templates cannot pad a number.
        slug: '{{fields.fileNumber}}-{{slug}}',
        summary: '{{fields.id}} · {{fields.title}}',
        sortable_fields: ['id', 'title', 'price'],
        media_folder: '/public/images/listings/{{fields.id}}',
        public_folder: '/images/listings/{{fields.id}}',
        fields: listingFields,
      },
      {
        name: 'market-updates',
        label: 'Market updates',
        label_singular: 'Market update',
        folder: 'data/market-updates',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        media_folder: '/public/images/market-updates',
        public_folder: '/images/market-updates',
        fields: [
          ...fieldsOf(schema('data/market-updates')),
          { name: 'body', label: 'Body', widget: 'markdown', hint: 'The article' },
        ],
      },
      {
        name: 'counties',
        label: 'Counties',
        folder: 'data/counties',
        extension: 'json',
        format: 'json',
        create: false,
        delete: false,
        identifier_field: 'name',
        editor: { preview: false },
        fields: fieldsOf(schema('data/counties')),
      },
      {
        name: 'regions-and-guides',
        label: 'Regions and guides',
        editor: { preview: false },
        files: [
          singleFile('data/regions/overview.json', 'Communities overview', schema('data/regions/overview.json')),
          singleFile('data/regions/massachusetts.json', 'Massachusetts', schema('data/regions/massachusetts.json')),
          singleFile('data/regions/connecticut.json', 'Connecticut', schema('data/regions/connecticut.json')),
          singleFile('data/guides/sellers.json', "Sellers' guide", schema('data/guides/sellers.json')),
          singleFile('data/guides/buyers.json', "Buyers' guide", schema('data/guides/buyers.json')),
          singleFile('data/guides/market-ready.json', 'Market Ready', schema('data/guides/market-ready.json')),
          singleFile('data/guides/cares.json', 'Flagship Cares', schema('data/guides/cares.json')),
          singleFile('data/guides/charter.json', 'Aircraft charter', schema('data/guides/charter.json')),
        ],
      },
    ],
  };
}
export type CmsConfig = ReturnType<typeof cmsConfig>;
