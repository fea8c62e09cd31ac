// Decap CMS, started by hand with the configuration the page generated from the zod schemas.
import type { ComponentType } from 'react';
import { LIST_FORMAT, LISTING_FORMAT, toStoredJson, type CmsField } from './cms-fields.ts';
import siteStyles from '#src/styles/global.css?url';
import { ListingPreview, MarketUpdatePreview, type PreviewProps } from './previews.tsx';

interface ImmutableMap {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
}
interface FileConfig {
  name: string;
  format?: string;
  fields: CmsField[];
}
interface CollectionConfig {
  name: string;
  fields?: CmsField[];
  files?: FileConfig[];
}
interface Decap {
  init(options: { config: object }): void;
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(name: string, component: ComponentType<PreviewProps>): void;
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile: (text: string) => object; toFile: (data: Record<string, unknown>) => string },
  ): void;
  registerEventListener(listener: {
    name: string;
    handler: (event: { entry: ImmutableMap }) => ImmutableMap | undefined;
  }): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const config = JSON.parse(document.getElementById('cms-config')?.textContent ?? '{}') as {
  collections: CollectionConfig[];
};

window.CMS_MANUAL_INIT = true;
const CMS = (await import('decap-cms-app')).default as unknown as Decap;

// Files whose root is an array are edited as { items: [...] }; each gets its own format, so that its
// nullable fields are written back as null.
for (const file of config.collections.flatMap((c) => c.files ?? [])) {
  const itemFields = file.fields[0]?.fields ?? [];
  if (file.format !== LIST_FORMAT) continue;
  file.format = `${LIST_FORMAT}-${file.name}`;
  CMS.registerCustomFormat(file.format, 'json', {
    fromFile: (text) => ({ items: JSON.parse(text) as unknown }),
    toFile: (data) => json((data['items'] as Record<string, unknown>[]).map((item) => toStoredJson(item, itemFields))),
  });
}

const listingFields = config.collections.find((c) => c.name === 'listings')?.fields ?? [];
CMS.registerCustomFormat(LISTING_FORMAT, 'json', {
  fromFile: (text) => JSON.parse(text) as object,
  toFile: (data) => json(toStoredJson(data, listingFields)),
});

// Decap's slug templates cannot pad a number: the file name's "044" is put in just before saving
// (and LISTING_FORMAT leaves it out of the file).
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    if (entry.get('collection') !== 'listings') return undefined;
    const data = entry.get('data') as ImmutableMap;
    return data.set('fileNumber', String(data.get('id')).padStart(3, '0'));
  },
});

CMS.registerPreviewStyle(siteStyles);
CMS.registerPreviewTemplate('listings', ListingPreview);
CMS.registerPreviewTemplate('market-updates', MarketUpdatePreview);
CMS.init({ config: { ...config, load_config_file: false } });
