/**
 * Reads the content (data/ and the file names under public/images) for checkContent, and runs the checks in
 * every `astro build`: a CMS publish runs only the build on Netlify, never `npm test`, so a rule that only a
 * test held would let an article with a <script> go live.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
// The same frontmatter parser Astro's content layer uses, so dates arrive as Astro sees them.
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import type { AstroIntegration } from 'astro';
import { checkContent, type ContentFiles } from './content-checks.ts';

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

/** Throws one error naming every problem of the content under `root` (each as "data/{file}: …"). */
export async function assertContentRules(root: string): Promise<void> {
  const problems = checkContent(await readContentFiles(root));
  if (problems.length > 0)
    throw new Error(
      `The content breaks the site's content rules (src/features/cms/content-checks.ts):\n${problems.map((problem) => `  data/${problem}`).join('\n')}`,
    );
}

/** The integration that fails `astro build` (not `astro dev`) when the content breaks a rule. */
export function contentRules(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'content-rules',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': async () => {
        await assertContentRules(root);
      },
    },
  };
}
