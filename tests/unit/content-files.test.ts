// The content manifest names what is really in data/: Astro, the CMS and the content checks all read it.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_FILES, namedFilePath } from '#src/schemas/content-files.ts';
import { root } from '#tests/helpers/guides-data.ts';

describe('content manifest', () => {
  it('names each collection once', () => {
    const names = CONTENT_FILES.map((manifest) => manifest.collection);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(CONTENT_FILES.map((manifest) => [manifest.collection, manifest] as const))(
    '%s: its files exist and are named as it says',
    (_collection, manifest) => {
      switch (manifest.kind) {
        case 'singleton':
        case 'list':
          expect(existsSync(join(root, manifest.path)), manifest.path).toBe(true);
          break;
        case 'named-files':
          for (const name of Object.keys(manifest.files))
            expect(existsSync(join(root, namedFilePath(manifest, name))), name).toBe(true);
          break;
        case 'json-folder':
        case 'markdown-folder': {
          const files = readdirSync(join(root, manifest.folder));
          expect(files.length).toBeGreaterThan(0);
          for (const file of files) expect(file).toMatch(manifest.fileName);
        }
      }
    },
  );
});
