/**
 * The Decap CMS configuration, generated from the content manifest (src/schemas/content-files.ts) and its zod
 * schemas so the editor can never drift from what the build accepts: schema-fields.ts turns each schema into
 * the fields. Served as /admin/config.yml (JSON is YAML). Pure.
 */
import type { z } from 'zod';
import { CMS_FILE_GROUPS, CONTENT_FILES, type ContentFile } from '#src/schemas/content-files.ts';
import { LIST_FORMAT, LISTING_FORMAT, type CmsField } from './cms-fields.ts';
import { fieldsOf } from './schema-fields.ts';

export type { CmsField } from './cms-fields.ts';
export { toStoredJson } from './cms-fields.ts';

/** The CMS's name of a file: "data/guides/market-ready.json" → "guides-market-ready". */
const fileName = (path: string) => path.replace(/^data\/|\.json$/g, '').replace(/\//g, '-');

interface CmsFile {
  name: string;
  label: string;
  file: string;
  format?: string;
  fields: CmsField[];
}
type FileGroup = (typeof CMS_FILE_GROUPS)[keyof typeof CMS_FILE_GROUPS];
/** A CMS collection of files (a group of the manifest). */
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
} & FolderManifest['cms'];

/** The CMS files of one manifest entry that belongs to a group. */
function filesOf(manifest: GroupedManifest): CmsFile[] {
  switch (manifest.kind) {
    case 'singleton':
      return [
        {
          name: fileName(manifest.path),
          label: manifest.cms.label,
          file: manifest.path,
          fields: fieldsOf(manifest.schema),
        },
      ];
    // Decap edits a file whose root is an array as { items: [...] } (see LIST_FORMAT).
    case 'list':
      return [
        {
          name: fileName(manifest.path),
          label: manifest.cms.label,
          file: manifest.path,
          format: LIST_FORMAT,
          fields: [{ name: 'items', label: manifest.cms.label, widget: 'list', fields: fieldsOf(manifest.item) }],
        },
      ];
    case 'named-files':
      return Object.entries(manifest.files).map(([name, label]) => {
        const file = `${manifest.folder}/${name}.json`;
        return { name: fileName(file), label, file, fields: fieldsOf(manifest.schema) };
      });
  }
}

/** Which zod schema guards each file or folder the CMS edits (a list file's item), for the agreement test. */
export const CMS_SCHEMAS: Record<string, z.ZodType> = Object.fromEntries(
  CONTENT_FILES.flatMap((manifest): [string, z.ZodType][] => {
    switch (manifest.kind) {
      case 'singleton':
        return [[manifest.path, manifest.schema]];
      case 'list':
        return [[manifest.path, manifest.item]];
      case 'named-files':
        return Object.keys(manifest.files).map((name) => [`${manifest.folder}/${name}.json`, manifest.schema]);
      case 'json-folder':
      case 'markdown-folder':
        return [[manifest.folder, manifest.schema]];
    }
  }),
);

/** A folder's CMS collection; `nextId` is what a new entry's id field starts with. */
function folderCollection(manifest: FolderManifest, nextId: number): CmsFolderCollection {
  const { label, label_singular, ...options } = manifest.cms;
  const fields = fieldsOf(manifest.schema);
  const head = { name: fileName(manifest.folder), label, ...(label_singular ? { label_singular } : {}) };
  if (manifest.kind === 'markdown-folder')
    return {
      ...head,
      folder: manifest.folder,
      extension: 'md',
      format: 'frontmatter',
      ...options,
      fields: [...fields, { name: 'body', label: 'Body', widget: 'markdown', hint: 'The article' }],
    };
  const { idField } = manifest;
  return {
    ...head,
    folder: manifest.folder,
    extension: 'json',
    // Files named after the id need its three digits put in before saving, and left out of the file.
    format: idField ? LISTING_FORMAT : 'json',
    ...options,
    fields: fields.map((f) =>
      f.name === idField
        ? { ...f, default: nextId, hint: `${f.hint ?? ''}. A new listing gets the next free number.` }
        : f,
    ),
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
  // In the manifest's order; a group's collection stands where its first file does.
  const collections: (CmsFilesCollection | CmsFolderCollection)[] = [];
  const groups = new Map<string, CmsFile[]>();
  for (const manifest of CONTENT_FILES) {
    if (manifest.kind === 'json-folder' || manifest.kind === 'markdown-folder') {
      collections.push(folderCollection(manifest, nextListingId));
      continue;
    }
    const { group } = manifest.cms;
    let files = groups.get(group);
    if (!files) {
      files = [];
      groups.set(group, files);
      collections.push({ name: group, ...CMS_FILE_GROUPS[group], files });
    }
    files.push(...filesOf(manifest));
  }
  return {
    backend: { name: 'github', repo, branch, base_url: 'https://api.netlify.com', auth_endpoint: 'auth' },
    publish_mode: 'editorial_workflow',
    ...(localBackendUrl === null ? {} : { local_backend: { url: localBackendUrl } }),
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    collections,
  };
}
export type CmsConfig = ReturnType<typeof cmsConfig>;
