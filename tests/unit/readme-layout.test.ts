// The README's Layout block is a newcomer's map of the tree: every feature folder is on it, and every file it
// names exists (a renamed or deleted module must take its line with it).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.astro', '.netlify', 'test-results', 'playwright-report']);

/** The README's first fenced block after "## Layout". */
function layoutBlock(readme: string): string {
  const section = readme.split(/^## Layout$/m)[1] ?? '';
  return section.split(/^```/m)[1] ?? '';
}

/** The feature folders the block lists: the two-space-indented names under its `src/features/` line. */
function listedFeatures(block: string): string[] {
  const lines = block.split('\n');
  const start = lines.findIndex((line) => line.startsWith('src/features/'));
  if (start < 0) return [];
  const listed: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const folder = /^ {2}([a-z][\w-]*)\/\s/.exec(line)?.[1];
    if (folder) listed.push(folder);
  }
  return listed;
}

/** The file names the block mentions ("catalog.server.ts", "photos*.ts" as a pattern). */
function namedFiles(block: string): string[] {
  return [...new Set(block.match(/[\w*-]+(?:\.[\w*-]+)*\.(?:tsx?|astro|mjs|mts|json)\b/g) ?? [])];
}

function fileNames(dir: string, found = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) fileNames(path, found);
    else found.add(name);
  }
  return found;
}

const globToRegExp = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

describe("the README's Layout", () => {
  const block = layoutBlock(readFileSync(join(root, 'README.md'), 'utf8'));
  const names = [...fileNames(root)];

  it('lists every feature folder, and no folder that is gone', () => {
    const folders = readdirSync(join(root, 'src/features')).filter((name) =>
      statSync(join(root, 'src/features', name)).isDirectory(),
    );
    expect(listedFeatures(block).sort()).toEqual(folders.sort());
  });

  it('names only files that exist', () => {
    const missing = namedFiles(block).filter((pattern) => !names.some((name) => globToRegExp(pattern).test(name)));
    expect(missing).toEqual([]);
  });
});

describe('the layout readers', () => {
  const sample = [
    'data/                  content',
    'src/features/          one folder per feature',
    '  mls/                 the feed: sync.server.ts, photos*.ts',
    '                       continued, not a folder/ here',
    '  listings/            the catalogue',
    'src/lib/               shared: format.ts',
    '  server/              not a feature',
  ].join('\n');

  it('reads the feature folders up to the next top-level entry', () => {
    expect(listedFeatures(sample)).toEqual(['mls', 'listings']);
  });

  it('reads the file names and patterns', () => {
    expect(namedFiles(sample)).toEqual(['sync.server.ts', 'photos*.ts', 'format.ts']);
  });
});
