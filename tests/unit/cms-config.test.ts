// The CMS can never drift from the schemas: every collection's fields are compared with the zod schema's
// JSON Schema (an independent walk of the same schema) for keys, required fields and select options.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cmsLocalBackend, decapServerEnv } from '#src/features/cms/local-backend.ts';
import { CMS_SCHEMAS, cmsConfig, toStoredJson, type CmsField } from '#src/features/cms/cms-config.ts';
import { FEED_ID_START } from '#src/schemas/property.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  pattern?: string;
}

const config = cmsConfig({
  repo: 'owner/site',
  branch: 'main',
  nextListingId: 44,
  localBackendUrl: cmsLocalBackend({}),
});

/** Every file or folder the CMS edits, with its fields (a root list's item fields for json-list files). */
function editedFields(): Record<string, CmsField[]> {
  const out: Record<string, CmsField[]> = {};
  for (const collection of config.collections) {
    if ('folder' in collection)
      out[collection.folder] =
        collection.format === 'json-list'
          ? (collection.fields[0]?.fields ?? [])
          : collection.fields.filter((f) => f.name !== 'body');
    if ('files' in collection)
      for (const file of collection.files)
        out[file.file] = 'format' in file ? (file.fields[0]?.fields ?? []) : file.fields;
  }
  return out;
}

/** Drops null from a nullable and unwraps a lone anyOf member. */
function essential(schema: JsonSchema): JsonSchema {
  const members = (schema.anyOf ?? []).filter((m) => m.type !== 'null');
  if (schema.anyOf && members.length === 1 && members[0]) return essential(members[0]);
  return schema;
}
function optionsOf(schema: JsonSchema): unknown[] | undefined {
  // `true` or absent is a checkbox, not a select of one option.
  if (schema.type === 'boolean') return undefined;
  if (schema.enum) return schema.enum;
  const members = schema.anyOf?.map(essential);
  if (members?.every((m) => m.enum ?? m.const !== undefined)) return members.flatMap((m) => m.enum ?? [m.const]);
  return undefined;
}

/** Differences between the CMS fields and a JSON Schema object, as "path: what" lines. */
function compare(fields: CmsField[], schema: JsonSchema, path: string): string[] {
  const problems: string[] = [];
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = fields.map((f) => f.name);
  for (const key of Object.keys(properties)) if (!names.includes(key)) problems.push(`${path}${key}: missing`);
  for (const field of fields) {
    const property = properties[field.name];
    const at = `${path}${field.name}`;
    if (!property) {
      problems.push(`${at}: not in the schema`);
      continue;
    }
    // A nullable key must be in the file, but the editor may leave it empty (it is saved as null).
    const nullable = property.anyOf?.some((m) => m.type === 'null') ?? false;
    if ((field.required ?? true) !== (required.has(field.name) && !nullable)) problems.push(`${at}: required differs`);
    if (Boolean(field.nullable) !== nullable) problems.push(`${at}: nullable differs`);
    const target = essential(property);
    const options = optionsOf(target);
    if (options && field.widget !== 'select') problems.push(`${at}: should be a select`);
    if (options && field.widget === 'select') expect(field.options, at).toEqual(options.map(String));
    if (target.type === 'object' || target.properties) problems.push(...compare(field.fields ?? [], target, `${at}.`));
    if (target.type === 'array' && target.items) {
      const item = essential(target.items);
      const choices = optionsOf(item);
      if (item.properties) problems.push(...compare(field.fields ?? [], item, `${at}[].`));
      else if (choices) {
        // A list of choices is one select that takes several.
        if (field.widget !== 'select' || !field.multiple) problems.push(`${at}: should be a multiple select`);
        expect(field.options, `${at}[]`).toEqual(choices.map(String));
      } else if (!field.field) problems.push(`${at}: a list needs its item field`);
    }
    if (field.pattern) expect(field.pattern[0], at).toBe(target.pattern);
  }
  return problems;
}

describe('CMS config against the zod schemas', () => {
  it('saves an emptied nullable field as null, keeps the rest, drops what no field names', () => {
    const fields = (editedFields()['data/team'] ?? []).filter((f) => ['name', 'image', 'bio'].includes(f.name));
    expect(toStoredJson({ name: 'Ann Lee', image: '', fileNumber: '044' }, fields)).toEqual({
      name: 'Ann Lee',
      image: null,
      bio: null,
    });
  });

  const fields = editedFields();

  it('edits a true-or-absent flag as a checkbox and leaves it out of the file when unticked', () => {
    const listing = fields['data/listings'] ?? [];
    const flag = listing.filter((f) => f.name === 'addressHidden');
    expect(flag).toMatchObject([{ widget: 'boolean', onlyTrue: true }]);
    expect(toStoredJson({ addressHidden: false }, flag)).toEqual({});
    expect(toStoredJson({ addressHidden: true }, flag)).toEqual({ addressHidden: true });
  });

  it('asks for an office listing id below the MLS feed ids, and for a team member MLS id', () => {
    expect((fields['data/listings'] ?? []).find((f) => f.name === 'id')).toMatchObject({ max: FEED_ID_START - 1 });
    expect((fields['data/team'] ?? []).find((f) => f.name === 'mlsId')).toMatchObject({
      label: 'MLS id',
      widget: 'string',
      required: false,
    });
  });

  it('edits every file the schemas guard, and only those', () => {
    expect(Object.keys(fields).sort()).toEqual(Object.keys(CMS_SCHEMAS).sort());
  });

  it.each(Object.entries(CMS_SCHEMAS))('%s: same keys, required fields, options and patterns', (path, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    expect(compare(fields[path] ?? [], json, '')).toEqual([]);
  });

  it('uses GitHub with the editorial workflow, and decap-server locally', () => {
    expect(config.backend.name).toBe('github');
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config).toMatchObject({ local_backend: { url: 'http://127.0.0.1:8081/api/v1' } });
  });

  it('a build on Netlify (production, previews) has no local backend at all', () => {
    const deployed = cmsConfig({
      repo: 'owner/site',
      branch: 'main',
      nextListingId: 44,
      localBackendUrl: cmsLocalBackend({ NETLIFY: 'true', CONTEXT: 'production' }),
    });
    expect(deployed).not.toHaveProperty('local_backend');
    expect(cmsLocalBackend({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toBeNull();
    expect(JSON.stringify(deployed)).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('decap-server listens on the loopback interface and answers the dev server only', () => {
    expect(cmsLocalBackend({ CMS_LOCAL_BACKEND_URL: 'http://127.0.0.1:9000/api/v1' })).toBe(
      'http://127.0.0.1:9000/api/v1',
    );
    expect(decapServerEnv({ port: 8081, devPort: 4321, repository: '/repo' })).toEqual({
      PORT: '8081',
      BIND_HOST: '127.0.0.1',
      ORIGIN: 'http://localhost:4321',
      GIT_REPO_DIRECTORY: '/repo',
    });
  });

  it('uploads listing photos to public/images/listings/{id}/ and team headshots to public/images/team', () => {
    const byName = Object.fromEntries(config.collections.map((c) => [c.name, c]));
    expect(byName['listings']).toMatchObject({
      media_folder: '/public/images/listings/{{fields.id}}',
      public_folder: '/images/listings/{{fields.id}}',
    });
    expect(byName['team']).toMatchObject({ media_folder: '/public/images/team', public_folder: '/images/team' });
  });

  it("edits a listing's floor plans as uploaded images, and its tour and video as https addresses, all optional", () => {
    const listing = fields['data/listings'] ?? [];
    const byName = Object.fromEntries(listing.map((field) => [field.name, field]));
    expect(byName['floorPlans']).toMatchObject({ widget: 'list', required: false, field: { widget: 'image' } });
    for (const name of ['virtualTourUrl', 'videoUrl']) {
      expect(byName[name], name).toMatchObject({ widget: 'string', required: false });
      expect(byName[name]?.pattern?.[0], name).toBe('^https:\\/\\/\\S+$');
      expect(byName[name]?.hint, name).toMatch(/https/);
    }
    expect(toStoredJson({ virtualTourUrl: '', floorPlans: null }, listing)).not.toHaveProperty('virtualTourUrl');
  });

  it("edits an advisor's towns as one select of Rhode Island's 39 towns that takes several, left out when empty", () => {
    const towns = (fields['data/team'] ?? []).filter((f) => f.name === 'towns');
    expect(towns).toMatchObject([{ widget: 'select', multiple: true, required: false }]);
    expect(towns[0]?.options).toHaveLength(39);
    expect(towns[0]?.options).toContain('South Kingstown');
    // Decap gives an emptied multiple select as null.
    expect(toStoredJson({ towns: null }, towns)).toEqual({});
    expect(toStoredJson({ towns: ['Newport', 'Jamestown'] }, towns)).toEqual({ towns: ['Newport', 'Jamestown'] });
  });

  it('shows the schema messages of patterns, e.g. the ZIP code', () => {
    const listing = fields['data/listings'] ?? [];
    expect(listing.find((f) => f.name === 'zipcode')?.pattern).toEqual(['^\\d{5}$', 'Use a five-digit ZIP code']);
    const article = fields['data/market-updates'] ?? [];
    expect(article.find((f) => f.name === 'readTime')?.pattern?.[1]).toBe('Write it as "4 min read"');
  });

  it('edits the showing settings: hours as a list with a weekday select, blackout dates with a date picker', () => {
    const showings = (fields['data/site'] ?? []).find((f) => f.name === 'showings');
    const byName = Object.fromEntries((showings?.fields ?? []).map((f) => [f.name, f]));
    expect(byName['hours']).toMatchObject({ widget: 'list' });
    expect(byName['hours']?.fields?.find((f) => f.name === 'day')).toMatchObject({
      widget: 'select',
      options: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    });
    expect(byName['hours']?.fields?.find((f) => f.name === 'open')?.pattern?.[1]).toBe(
      'Use 24-hour time, e.g. 09:00 or 16:30',
    );
    // Both have defaults (24 hours, 45 minutes): the editor may leave them empty.
    expect(byName['leadHours']).toMatchObject({ widget: 'number', value_type: 'int', required: false });
    expect(byName['slotMinutes']).toMatchObject({ widget: 'number', value_type: 'int', required: false });
    expect(byName['blackoutDates']?.fields?.find((f) => f.name === 'date')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
    });
  });

  it('says "Must match /…/" for a pattern whose schema gives no message, e.g. an office ZIP code', () => {
    const offices = (fields['data/site'] ?? []).find((f) => f.name === 'offices');
    expect(offices?.fields?.find((f) => f.name === 'zip')?.pattern).toEqual(['^\\d{5}$', 'Must match /^\\d{5}$/']);
  });
});

describe('languages side by side', () => {
  /** Every field of a collection, nested ones included. */
  const leaves = (fields: readonly CmsField[]): CmsField[] =>
    fields.flatMap((f) => (f.fields ? [f, ...leaves(f.fields)] : f.field ? [f, ...leaves([f.field])] : [f]));
  const translated = config.collections.flatMap((c) => ('folder' in c && c.i18n ? [c] : []));

  it('marks every field of a translated collection: translated prose, or copied into every language', () => {
    expect(config.i18n).toMatchObject({ structure: 'multiple_files', default_locale: 'en' });
    expect(translated.length).toBeGreaterThan(0);
    for (const collection of translated)
      for (const field of leaves(collection.fields))
        expect([true, 'duplicate'], `${collection.name}: ${field.name}`).toContain(field.i18n);
  });

  it('copies e-mails, URLs and patterned values rather than asking for their translation', () => {
    const site = leaves(editedFields()['data/site'] ?? []);
    for (const name of ['leadsEmail', 'privacyEmail', 'advisorLogin'])
      expect(site.find((f) => f.name === name)?.i18n, name).toBe('duplicate');
    expect(site.find((f) => f.name === 'tagline')?.i18n).toBe(true);
    const team = leaves(editedFields()['data/team'] ?? []);
    expect(team.find((f) => f.name === 'email')?.i18n).toBe('duplicate');
    expect(team.find((f) => f.name === 'title')?.i18n).toBe(true);
  });
});
