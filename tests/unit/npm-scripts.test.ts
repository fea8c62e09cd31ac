// Node runs the scripts' TypeScript by stripping its types, and compiles no JSX: an npm script whose modules
// reach a .tsx file (the e-mails are React components) runs with `node --import tsx`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// What Node loads: `import type` and `export type` are stripped away, every other import is evaluated.
const VALUE_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/gm;

const importedSpecifiers = (source: string): string[] =>
  [...source.matchAll(VALUE_IMPORT)].map((match) => match[1] ?? match[2] ?? '');

/** The repository file a specifier names, or null for a package. */
function resolve(importer: string, specifier: string): string | null {
  const bare = specifier.split('?')[0] ?? '';
  if (!bare.startsWith('#') && !bare.startsWith('.')) return null;
  const path = normalize(bare.startsWith('#') ? bare.slice(1) : join(dirname(importer), bare));
  return existsSync(path) ? path : null;
}

/** The .tsx modules Node loads when it runs `entry`. */
function tsxReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || !/\.(ts|tsx|mts|mjs|js)$/.test(file)) continue;
    seen.add(file);
    for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolve(file, specifier);
      if (target) pending.push(target);
    }
  }
  return [...seen].filter((file) => file.endsWith('.tsx'));
}

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const plainNode = Object.entries(scripts).flatMap(([name, command]) =>
  [...command.matchAll(/\bnode (scripts\/\S+\.ts)\b/g)].map((match) => ({ name, entry: match[1] ?? '' })),
);

describe('npm scripts run by plain Node', () => {
  it('are found', () => {
    expect(plainNode.map((script) => script.name)).toContain('serve');
  });

  it.each(plainNode)('$name ($entry) reaches no .tsx module (else: node --import tsx)', ({ entry }) => {
    expect(tsxReachedFrom(entry)).toEqual([]);
  });
});

describe('the import walk', () => {
  it('follows value imports and skips type-only ones', () => {
    const source = [
      "import type { A } from './a.tsx';",
      "import { b, type B } from './b.tsx';",
      "export type { C } from './c.tsx';",
      "export { d } from '#src/d.ts';",
      "import './e.ts';",
      "const f = await import('./f.tsx');",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(['./b.tsx', '#src/d.ts', './e.ts', './f.tsx']);
  });

  it('reaches the e-mails from the alert pass', () => {
    expect(tsxReachedFrom('src/features/alerts/pass.server.ts')).toContain('src/features/alerts/alert-email.tsx');
  });
});
