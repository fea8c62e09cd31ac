// Reading the built site for the build tests.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ADVISOR_TEMPLATES_DIR } from '#src/features/advisor-page/advisor-page.ts';
import { builtPageLocale } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE } from '#src/schemas/locale.ts';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from 'parse5';

export const dist = join(import.meta.dirname, '../../dist');
/** The built profiles that the advisor-page function serves, filled with the feed's listings (out of dist/). */
const advisorTemplates = join(import.meta.dirname, '../..', ADVISOR_TEMPLATES_DIR);

export interface BuiltPage {
  route: string;
  html: string;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    }),
  );
  return nested.flat();
}

export function routeOf(file: string): string {
  const path = `/${relative(dist, file).split('\\').join('/')}`.replace(/\.html$/, '').replace(/\/index$/, '');
  return path === '' ? '/' : path;
}

/** A profile template's route: "build/advisor-profiles/pt/{slug}.html" is /pt/advisors/{slug}. */
function profileRoute(file: string): string {
  const path = relative(advisorTemplates, file)
    .split('\\')
    .join('/')
    .replace(/\.html$/, '');
  const locale = builtPageLocale(path);
  return locale === DEFAULT_LOCALE ? `/advisors/${path}` : `/${locale}/advisors/${path.slice(locale.length + 1)}`;
}

/** Decap CMS: a tool for staff, not a page of the site (tests/build/admin.test.ts checks it on its own). */
export const CMS_ROUTE = '/admin';

/**
 * Every built HTML page of the site with its route, sorted by route; with `cms`, /admin too. The profiles of
 * advisors the MLS names are among them: the build leaves them out of dist/ for the function that serves
 * them, as they are when the feed adds nothing.
 */
export async function builtPages({ cms = false } = {}): Promise<BuiltPage[]> {
  if (!existsSync(dist)) throw new Error('dist/ is missing: run `npx astro build` before the build tests.');
  const files = await htmlFiles(dist);
  const profiles = existsSync(advisorTemplates) ? await htmlFiles(advisorTemplates) : [];
  const pages = await Promise.all([
    ...files.map(async (file) => ({ route: routeOf(file), html: await readFile(file, 'utf8') })),
    ...profiles.map(async (file) => ({ route: profileRoute(file), html: await readFile(file, 'utf8') })),
  ]);
  return pages.filter((page) => cms || page.route !== CMS_ROUTE).sort((a, b) => a.route.localeCompare(b.route));
}

export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

export function metaContent(
  html: string,
  attribute: 'name' | 'property' | 'http-equiv',
  key: string,
): string | undefined {
  const tag = new RegExp(`<meta[^>]+${attribute}="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** An element of a page as parse5 reads it (the HTML standard's algorithm). */
export type Element = DefaultTreeAdapterTypes.Element;

/** Every element of a page, or under an element, in document order (a <template>'s content left out). */
export function elementsOf(root: string | DefaultTreeAdapterTypes.ParentNode): Element[] {
  const found: Element[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode): void => {
    for (const child of node.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(typeof root === 'string' ? parse(root) : root);
  return found;
}

/** The nearest element around this one with the tag. */
export function enclosing(element: Element, tag: string): Element {
  let node = element.parentNode;
  while (node && defaultTreeAdapter.isElementNode(node)) {
    if (node.tagName === tag) return node;
    node = node.parentNode;
  }
  throw new Error(`No <${tag}> around <${element.tagName}>`);
}

/** An attribute's value, or null without it. */
export const attributeOf = (element: Element, name: string): string | null =>
  element.attrs.find((attribute) => attribute.name === name)?.value ?? null;

/** The elements carrying an attribute (with this value, if given). */
export const withAttribute = (elements: readonly Element[], name: string, value?: string): Element[] =>
  elements.filter((element) => {
    const found = attributeOf(element, name);
    return found !== null && (value === undefined || found === value);
  });

/** An element's text, its whitespace collapsed. */
export function textOf(element: Element): string {
  const parts: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode): void => {
    for (const child of node.childNodes) {
      if (defaultTreeAdapter.isTextNode(child)) parts.push(child.value);
      else if (defaultTreeAdapter.isElementNode(child)) walk(child);
    }
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
