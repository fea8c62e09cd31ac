import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
// The same frontmatter parser Astro's content layer uses, so dates arrive as Astro sees them.
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import type { ContentFiles } from '#src/features/cms/content-checks.ts';

const walk = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** Reads data/ and the file names of public/images under a checkout (or a copy of one) for checkContent. */
export async function readContentFiles(root: string): Promise<ContentFiles> {
  const dataDir = join(root, 'data');
  const content: ContentFiles = { json: {}, markdown: {}, publicFiles: new Set() };
  for (const file of await walk(dataDir)) {
    const path = relative(dataDir, file).split(sep).join('/');
    const text = await readFile(file, 'utf8');
    if (path.endsWith('.json')) content.json[path] = JSON.parse(text) as unknown;
    else if (path.endsWith('.md')) {
      const { frontmatter, content: body } = parseFrontmatter(text);
      content.markdown[path] = { frontmatter, body };
    }
  }
  const publicDir = join(root, 'public');
  content.publicFiles = new Set(
    (await walk(join(publicDir, 'images'))).map((file) => `/${relative(publicDir, file).split(sep).join('/')}`),
  );
  return content;
}
