// The build never depends on the MLS and never carries its data: no fixture listing, brokerage or
// originating system, no feed photo path and no MLS media host in anything the site publishes.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_ORIGINATING_SYSTEM, FIXTURE_OTHER_OFFICES } from '#scripts/mls-fixture/inventory.ts';
import { PHOTO_PATH_PREFIX } from '#src/lib/paths.ts';
import { dist } from './html.ts';

const TEXT = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/;

const FORBIDDEN: [string, RegExp | string][] = [
  ...FIXTURE_OTHER_OFFICES.map(({ name }): [string, string] => [`fixture brokerage ${name}`, name]),
  ['fixture originating system', FIXTURE_ORIGINATING_SYSTEM],
  ['fixture listing key', /\bSWM[0-9a-f]{8}\b/],
  ['RESO service path', '/reso/odata'],
  ['feed photo path', PHOTO_PATH_PREFIX],
  ['the fixture MLS media host', /\/\/127\.0\.0\.1:\d+\/media\//],
];

describe('the production build', () => {
  it('holds no MLS fixture data and no MLS media host', async () => {
    const entries = await readdir(dist, { withFileTypes: true, recursive: true });
    const files = entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const [label, pattern] of FORBIDDEN)
        if (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text))
          found.push(`${label} in ${file.slice(dist.length)}`);
    }
    expect(found).toEqual([]);
  });
});
