// The layering rules of the source tree (README, Layout), checked over every module's imports:
// src/lib and src/schemas never reach up into features or pages, schemas stand below lib, the features
// depend one way (FEATURE_LAYERS), nothing imports in a cycle, nothing reaches into zod's internals, and no
// shipped code imports the MLS fixture.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const SOURCE = /\.(ts|tsx|mts|astro|mjs)$/;
const FOLDERS = ['src', 'netlify', 'scripts'];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"\n]+)['"]/g;

function walk(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? walk(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** The repository file a specifier names, or null for a package. */
function resolveSpecifier(importer: string, specifier: string): string | null {
  const bare = specifier.split('?')[0] ?? '';
  let path: string;
  if (bare.startsWith('#')) path = bare.slice(1);
  else if (bare.startsWith('.')) path = join(dirname(importer), bare);
  else return null;
  path = normalize(path);
  return existsSync(join(root, path)) ? path : null;
}

const modules = FOLDERS.flatMap(walk);
const imports = new Map(
  modules.map((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveSpecifier(file, match[1] ?? ''))
      .filter((target): target is string => target !== null);
    return [file, [...new Set(targets)]];
  }),
);

/**
 * The feature folders from the bottom up: a feature imports only features of the layers below its own,
 * never one of its own layer or above. The top layer composes pages and endpoints from those below.
 */
const FEATURE_LAYERS: readonly (readonly string[])[] = [
  ['team'],
  ['mls'],
  ['listings'],
  ['market'],
  ['mail'],
  ['alerts'],
  ['leads'],
  ['showings'],
  ['saved', 'contact', 'home', 'cms', 'health', 'search-page', 'listing-page', 'advisor-page', 'market-page'],
];

const importsOf = (file: string): string[] => imports.get(file) ?? [];
const under = (file: string, folder: string): boolean => file.startsWith(`${folder}/`);

/** Every import from a module under `from` of a module under one of `to`, as "importer → imported". */
function crossings(from: string, to: readonly string[]): string[] {
  return modules
    .filter((file) => under(file, from))
    .flatMap((file) =>
      importsOf(file)
        .filter((target) => to.some((folder) => under(target, folder)))
        .map((target) => `${file} → ${target}`),
    );
}

const FEATURES = 'src/features/';

/** The feature folder a module is in, or null outside src/features. */
const featureOf = (file: string): string | null =>
  file.startsWith(FEATURES) ? (file.slice(FEATURES.length).split('/')[0] ?? null) : null;

/** Every import from one feature of another that the layers do not allow, as "importer → imported". */
function againstTheOrder(
  graph: ReadonlyMap<string, readonly string[]>,
  layers: readonly (readonly string[])[] = FEATURE_LAYERS,
): string[] {
  // A feature in no layer stands above them all: nothing may import it.
  const layerOf = (feature: string): number => {
    const index = layers.findIndex((layer) => layer.includes(feature));
    return index === -1 ? Infinity : index;
  };
  return [...graph].flatMap(([file, targets]) => {
    const from = featureOf(file);
    if (from === null) return [];
    return targets
      .filter((target) => {
        const to = featureOf(target);
        return to !== null && to !== from && !(layerOf(to) < layerOf(from));
      })
      .map((target) => `${file} → ${target}`);
  });
}

/** Each pair of feature folders that import each other, as "a ↔ b" (a before b). */
function mutualFeatures(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const edges = new Set<string>();
  for (const [file, targets] of graph)
    for (const target of targets) {
      const [from, to] = [featureOf(file), featureOf(target)];
      if (from !== null && to !== null && from !== to) edges.add(`${from} ${to}`);
    }
  return [...edges].flatMap((edge) => {
    const [from = '', to = ''] = edge.split(' ');
    return from < to && edges.has(`${to} ${from}`) ? [`${from} ↔ ${to}`] : [];
  });
}

/** Each import cycle once, as the list of its modules (Tarjan's strongly connected components). */
function cycles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of importsOf(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || importsOf(file).includes(file)) found.push(component.sort());
    }
  };
  for (const file of modules) if (!index.has(file)) visit(file);
  return found;
}

describe('source layering', () => {
  it('reads the imports of every module', () => {
    expect(modules.length).toBeGreaterThan(100);
    expect(importsOf('src/pages/[...locale]/index.astro').length).toBeGreaterThan(0);
  });

  it('src/lib and src/schemas import nothing from src/features or src/pages', () => {
    const upward = [...crossings('src/lib', ['src/features', 'src/pages'])];
    upward.push(...crossings('src/schemas', ['src/features', 'src/pages']));
    expect(upward).toEqual([]);
  });

  it('no schema imports from src/lib', () => {
    expect(crossings('src/schemas', ['src/lib'])).toEqual([]);
  });

  it('places every feature folder in exactly one layer, and names no folder that is not there', () => {
    const folders = readdirSync(join(root, 'src/features')).filter((name) =>
      statSync(join(root, 'src/features', name)).isDirectory(),
    );
    expect(FEATURE_LAYERS.flat().toSorted()).toEqual(folders.toSorted());
  });

  it('features import only features of the layers below their own', () => {
    expect(againstTheOrder(imports)).toEqual([]);
  });

  it('no two feature folders import each other', () => {
    expect(mutualFeatures(imports)).toEqual([]);
  });

  it('src/ and netlify/ never import the MLS fixture (a build must not carry its data)', () => {
    const fixture = ['scripts/mls-fixture'];
    expect([...crossings('src', fixture), ...crossings('netlify', fixture)]).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles().map((cycle) => cycle.join(' ↔ '))).toEqual([]);
  });

  it("nothing reaches into zod's internals (_zod)", () => {
    const offenders = modules.filter((file) => /\b_zod\b/.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('resolve #src/ and relative specifiers to files, and packages to nothing', () => {
    expect(resolveSpecifier('src/pages/index.astro', '#src/lib/format.ts')).toBe('src/lib/format.ts');
    expect(resolveSpecifier('src/lib/map.ts', './security.ts')).toBe('src/lib/security.ts');
    expect(resolveSpecifier('src/lib/map.ts', 'leaflet')).toBeNull();
  });

  it('find an import against the feature order: upward, within a layer, and a pair importing each other', () => {
    const graph = new Map([
      ['src/features/listings/search.ts', ['src/features/mls/mapping.ts', 'src/features/listings/sort.ts']],
      ['src/features/mls/sync.server.ts', ['src/features/listings/catalog.server.ts', 'src/lib/format.ts']],
      ['src/features/saved/SavedHomes.tsx', ['src/features/cms/previews.tsx']],
      ['src/pages/index.astro', ['src/features/leads/InquiryForm.tsx']],
    ]);
    expect(againstTheOrder(graph)).toEqual([
      'src/features/mls/sync.server.ts → src/features/listings/catalog.server.ts',
      'src/features/saved/SavedHomes.tsx → src/features/cms/previews.tsx',
    ]);
    expect(mutualFeatures(graph)).toEqual(['listings ↔ mls']);
  });

  it('count a feature missing from the layers as above every layer, so any import of it is refused', () => {
    const graph = new Map([['src/features/listings/x.ts', ['src/features/new-feature/y.ts']]]);
    expect(againstTheOrder(graph)).toEqual(['src/features/listings/x.ts → src/features/new-feature/y.ts']);
  });
});
