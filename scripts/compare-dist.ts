/**
 * Compares two builds of the site: `node scripts/compare-dist.ts <before-dist> <after-dist>`.
 * Every HTML, XML, TXT and JSON file must be the same in both, apart from the hashes and names of the built
 * assets under /_astro/ and the islands' uids (a moved or renamed module changes its chunk's name and its
 * island's uid, not what a visitor gets).
 * The stylesheets are compared too, by content (their names are hashes): Tailwind builds them from every word
 * in the source, so a renamed variable or a comment can add a rule that no HTML file shows.
 * Prints each difference with a little context and exits 1 when there is any.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

const COMPARED = /\.(html|xml|txt|json|webmanifest)$/;

async function listFiles(root: string, dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(root, full) : Promise.resolve([path.relative(root, full)]);
    }),
  );
  return nested.flat().filter((file) => COMPARED.test(file) && !file.startsWith('_astro/'));
}

/** Every built stylesheet as text, sorted, with asset names normalised. */
async function stylesheets(root: string): Promise<string[]> {
  const dir = path.join(root, '_astro');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.css'));
  const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts.map(normaliseAssets).sort();
}

/** The text with every built asset's name and hash replaced by one placeholder per extension. */
export function normaliseAssets(text: string): string {
  return (
    text
      .replace(/\/_astro\/[\w.@-]+?\.(js|css|avif|webp|png|jpg|svg|woff2?)\b/g, '/_astro/ASSET.$1')
      .replace(/\/_astro\/fonts\/[\w.-]+/g, '/_astro/fonts/ASSET')
      // An island's uid is a hash over its component's module path, so it follows the module's name.
      .replace(/<astro-island uid="[\w-]+"/g, '<astro-island uid="UID"')
  );
}

/** The first place two texts differ, with some context either side. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const from = Math.max(0, i - 120);
  return `  before: …${a.slice(from, i + 120)}…\n  after:  …${b.slice(from, i + 120)}…`;
}

async function main(): Promise<void> {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('Usage: node scripts/compare-dist.ts <before-dist> <after-dist>');
    process.exit(2);
  }
  const [beforeFiles, afterFiles] = await Promise.all([listFiles(before), listFiles(after)]);
  const afterSet = new Set(afterFiles);
  const problems: string[] = [];
  for (const file of beforeFiles.filter((name) => !afterSet.has(name))) problems.push(`only before: ${file}`);
  for (const file of afterFiles.filter((name) => !beforeFiles.includes(name))) problems.push(`only after: ${file}`);
  let same = 0;
  for (const file of beforeFiles.filter((name) => afterSet.has(name))) {
    const [a, b] = await Promise.all([
      readFile(path.join(before, file), 'utf8').then(normaliseAssets),
      readFile(path.join(after, file), 'utf8').then(normaliseAssets),
    ]);
    if (a === b) same += 1;
    else problems.push(`differs: ${file}\n${firstDifference(a, b)}`);
  }
  const [cssBefore, cssAfter] = await Promise.all([stylesheets(before), stylesheets(after)]);
  if (cssBefore.length !== cssAfter.length)
    problems.push(`stylesheets: ${String(cssBefore.length)} before, ${String(cssAfter.length)} after`);
  else
    cssBefore.forEach((css, i) => {
      const other = cssAfter[i] ?? '';
      if (css !== other) problems.push(`a stylesheet differs\n${firstDifference(css, other)}`);
      else same += 1;
    });
  console.log(`${String(same)} files the same, ${String(problems.length)} differences`);
  for (const problem of problems) console.log(problem);
  process.exit(problems.length === 0 ? 0 : 1);
}

if (import.meta.main) await main();
