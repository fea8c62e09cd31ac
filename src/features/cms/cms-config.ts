/**
 * The Decap CMS configuration, generated from the content manifest (src/schemas/content-files.ts) and its zod
 * schemas so the editor can never drift from what the build accepts: schema-fields.ts turns each schema into
 * the fields. Served as /admin/config.yml (JSON is YAML). Pure.
 */
import type { z } from 'zod';
import { CMS_FILE_GROUPS, CONTENT_FILES, type CmsFolderOptions, type ContentFile } from '#src/schemas/content-files.ts';
import { LIST_FORMAT, LISTING_FORMAT, type CmsField } from './cms-fields.ts';
import { fieldsOf } from './schema-fields.ts';
import { DEFAULT_LOCALE, LOCALES } from '#src/schemas/locale.ts';

export type { CmsField } from './cms-fields.ts';
export { toStoredJson } from './cms-fields.ts';

/** The CMS's name of a file or folder: "data/guides/market-ready" → "guides-market-ready". */
const cmsName = (path: string) => path.replace(/^data\/|\.json$/g, '').replace(/\//g, '-');

/** Widgets whose text is translated; the others (numbers, dates, selects, images) are copied. */
const TEXT_WIDGETS = new Set(['string', 'text', 'markdown']);

/**
 * Each field marked for Decap's i18n: prose is translated per language; a value with a pattern or a format (an
 * e-mail, a URL, a slug) and every non-text value is copied from English, so each language's file passes the
 * schema and a new entry's translation starts with them.
 */
function translatable(fields: readonly CmsField[]): CmsField[] {
  return fields.map((field) => {
    if (field.fields) return { ...field, i18n: true, fields: translatable(field.fields) };
    if (field.field) return { ...field, i18n: true, field: translatable([field.field])[0] ?? field.field };
    const prose = TEXT_WIDGETS.has(field.widget) && !field.pattern && !field.verbatim;
    return { ...field, i18n: prose ? true : 'duplicate' };
  });
}

/** A manifest entry's fields as the CMS edits them: a list file's as { items: [...] } (see LIST_FORMAT). */
function cmsFields(manifest: ContentFile): CmsField[] {
  const fields =
    manifest.kind === 'list'
      ? [{ name: 'items', label: manifest.cms.label, widget: 'list', fields: fieldsOf(manifest.item) }]
      : manifest.kind === 'markdown-folder'
        ? [...fieldsOf(manifest.schema), { name: 'body', label: 'Body', widget: 'markdown', hint: 'The article' }]
        : fieldsOf(manifest.schema);
  return manifest.i18n ? translatable(fields) : fields;
}

interface CmsFile {
  name: string;
  label: string;
  file: string;
  format?: string;
  fields: CmsField[];
}
type FileGroup = (typeof CMS_FILE_GROUPS)[keyof typeof CMS_FILE_GROUPS];
/** A CMS collection of files (a group of the manifest's untranslated files). */
type CmsFilesCollection = { name: string; files: CmsFile[] } & FileGroup;
type FolderManifest = Extract<ContentFile, { kind: 'json-folder' | 'markdown-folder' }>;
type GroupedManifest = Exclude<ContentFile, FolderManifest>;
/** A CMS collection of one folder's entries. */
type CmsFolderCollection = {
  name: string;
  folder: string;
  extension: string;
  format: string;
  fields: CmsField[];
  i18n?: true;
} & CmsFolderOptions;

/**
 * Where the CMS finds a manifest entry: a folder, or (untranslated) a file. Decap's i18n keeps each language in
 * its own file only in folder collections, so every translated file has a folder of its own (or shares one
 * with files of the same schema): the folder's one entry, in each language.
 */
export function cmsLocation(manifest: ContentFile): { folder: string } | { file: string } {
  switch (manifest.kind) {
    case 'json-folder':
    case 'markdown-folder':
    case 'named-files':
      return { folder: manifest.folder };
    case 'singleton':
    case 'list':
      return manifest.i18n
        ? { folder: manifest.path.slice(0, manifest.path.lastIndexOf('/')) }
        : { file: manifest.path };
  }
}

/** Which zod schema guards each file or folder the CMS edits (a list file's item), for the agreement test. */
export const CMS_SCHEMAS: Record<string, z.ZodType> = Object.fromEntries(
  CONTENT_FILES.map((manifest): [string, z.ZodType] => {
    const location = cmsLocation(manifest);
    return [
      'folder' in location ? location.folder : location.file,
      manifest.kind === 'list' ? manifest.item : manifest.schema,
    ];
  }),
);

/** The collection of a translated file that is not a folder's: its folder, holding its one entry per language. */
function translatedFileCollection(manifest: GroupedManifest, folder: string): CmsFolderCollection {
  const { group } = manifest.cms;
  const { label: _groupLabel, ...groupOptions } = CMS_FILE_GROUPS[group];
  return {
    name: cmsName(folder),
    label: manifest.kind === 'named-files' ? Object.values(manifest.files).join(' and ') : manifest.cms.label,
    folder,
    extension: 'json',
    format: manifest.kind === 'list' ? LIST_FORMAT : 'json',
    create: false,
    delete: false,
    ...groupOptions,
    ...(manifest.kind === 'named-files' ? { identifier_field: 'name', summary: '{{name}}' } : {}),
    fields: cmsFields(manifest),
    i18n: true,
  };
}

/** A folder's CMS collection; `nextId` is what a new entry's id field starts with. */
function folderCollection(manifest: FolderManifest, nextId: number): CmsFolderCollection {
  const { label, label_singular, ...options } = manifest.cms;
  const head = {
    name: cmsName(manifest.folder),
    label,
    ...(label_singular ? { label_singular } : {}),
    folder: manifest.folder,
    ...(manifest.i18n ? { i18n: true as const } : {}),
  };
  if (manifest.kind === 'markdown-folder')
    return { ...head, extension: 'md', format: 'frontmatter', ...options, fields: cmsFields(manifest) };
  const { idField } = manifest;
  return {
    ...head,
    extension: 'json',
    // Files named after the id need its three digits put in before saving, and left out of the file.
    format: idField ? LISTING_FORMAT : 'json',
    ...options,
    fields: cmsFields(manifest).map((f) =>
      f.name === idField
        ? { ...f, default: nextId, hint: `${f.hint ?? ''}. A new listing gets the next free number.` }
        : f,
    ),
  };
}

/** The CMS file of an untranslated file of a group. */
function groupFile(manifest: Extract<GroupedManifest, { kind: 'singleton' | 'list' }>): CmsFile {
  return {
    name: cmsName(manifest.path),
    label: manifest.cms.label,
    file: manifest.path,
    ...(manifest.kind === 'list' ? { format: LIST_FORMAT } : {}),
    fields: cmsFields(manifest),
  };
}

export interface CmsOptions {
  /** owner/name of the GitHub repository. */
  repo: string;
  branch: string;
  /** decap-server's API for `npm run cms`, or null for a deployed build (see local-backend.ts). */
  localBackendUrl: string | null;
  /** The id a new listing gets: one more than the highest in data/listings when the admin was built. */
  nextListingId: number;
  siteUrl?: string | undefined;
}

export function cmsConfig({ repo, branch, nextListingId, siteUrl, localBackendUrl }: CmsOptions) {
  // In the manifest's order; a group's collection stands where its first untranslated file does.
  const collections: (CmsFilesCollection | CmsFolderCollection)[] = [];
  const groups = new Map<string, CmsFile[]>();
  for (const manifest of CONTENT_FILES) {
    if (manifest.kind === 'json-folder' || manifest.kind === 'markdown-folder') {
      collections.push(folderCollection(manifest, nextListingId));
      continue;
    }
    const location = cmsLocation(manifest);
    if ('folder' in location) {
      collections.push(translatedFileCollection(manifest, location.folder));
      continue;
    }
    if (manifest.kind === 'named-files') throw new Error(`${manifest.collection}: named files need translations`);
    const { group } = manifest.cms;
    let files = groups.get(group);
    if (!files) {
      files = [];
      groups.set(group, files);
      collections.push({ name: group, ...CMS_FILE_GROUPS[group], files });
    }
    files.push(groupFile(manifest));
  }
  return {
    backend: { name: 'github', repo, branch, base_url: 'https://api.netlify.com', auth_endpoint: 'auth' },
    publish_mode: 'editorial_workflow',
    ...(localBackendUrl === null ? {} : { local_backend: { url: localBackendUrl } }),
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    // Each language's file beside the English one (src/schemas/locale.ts), edited side by side.
    i18n: { structure: 'multiple_files', locales: [...LOCALES], default_locale: DEFAULT_LOCALE },
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    collections,
  };
}
export type CmsConfig = ReturnType<typeof cmsConfig>;
