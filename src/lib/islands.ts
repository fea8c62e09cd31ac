/**
 * Surgery on the Astro islands of a prebuilt page, for the functions that render pages from a build's
 * template: find an island by its component, read and replace its props (Astro's format) and its server
 * HTML. Pure.
 */
import { escapeHtml } from './html.ts';
import { hasWordFile } from './island-words.ts';

/** Where an island sits in a page: its opening tag, and its content up to the matching close tag. */
export interface IslandSpan {
  start: number;
  /** Just after the opening tag. */
  contentStart: number;
  /** At the matching </astro-island>. */
  contentEnd: number;
  /** Just after the close tag. */
  end: number;
  openTag: string;
}

/** The index just after the close tag matching an element opened before `from`, nesting considered. */
function matchingClose(html: string, tag: string, from: number): { contentEnd: number; end: number } | null {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let depth = 1;
  let at = from;
  while (depth > 0) {
    const nextClose = html.indexOf(close, at);
    if (nextClose < 0) return null;
    const nextOpen = html.indexOf(open, at);
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth += 1;
      at = nextOpen + open.length;
    } else {
      depth -= 1;
      at = nextClose + close.length;
      if (depth === 0) return { contentEnd: nextClose, end: at };
    }
  }
  return null;
}

/** The island of the named component (Astro writes the name in its `opts` attribute), or null. */
export function findIsland(html: string, componentName: string): IslandSpan | null {
  const named = html.indexOf(`opts="{&quot;name&quot;:&quot;${componentName}&quot;`);
  if (named < 0) return null;
  const start = html.lastIndexOf('<astro-island', named);
  const contentStart = html.indexOf('>', named) + 1;
  if (start < 0 || contentStart === 0) return null;
  const close = matchingClose(html, 'astro-island', contentStart);
  return close && { start, contentStart, ...close, openTag: html.slice(start, contentStart) };
}

/** An attribute of an opening tag, as written (still escaped). */
export function tagAttribute(openTag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(openTag)?.[1] ?? null;
}

/**
 * What Astro writes after an island's server HTML, with `await-children` on the island, so that hydration
 * waits for all its children; an island that rendered nothing has neither.
 */
const ISLAND_END = '<!--astro:end-->';

/** The island with new props (already serialised and escaped) and new server-rendered content. */
export function replaceIsland(html: string, island: IslandSpan, props: string, content: string): string {
  const attributes = island.openTag
    .replace(/\sprops="[^"]*"/, () => ` props="${props}"`)
    .replace(/\sawait-children(?:="")?(?=[\s>])/, '')
    .slice(0, -1);
  const openTag = content === '' ? `${attributes}>` : `${attributes} await-children>`;
  const end = content === '' ? '' : ISLAND_END;
  return `${html.slice(0, island.start)}${openTag}${content}${end}</astro-island>${html.slice(island.end)}`;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeAttribute = (value: string): string =>
  value.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** One value in Astro's island props format: [0, value or object of such pairs] or [1, array of pairs]. */
function reviveProp(pair: unknown): unknown {
  if (!Array.isArray(pair)) throw new Error('Island props: expected a [type, value] pair');
  const [type, value] = pair as [unknown, unknown];
  if (type === 1 && Array.isArray(value)) return value.map(reviveProp);
  if (type !== 0) throw new Error(`Island props: type ${String(type)} is not used by these islands`);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, reviveProp(inner)]));
}

/** An island's props, read back from its escaped `props` attribute (plain data only: objects, arrays, primitives). */
export function islandProps(openTag: string): Record<string, unknown> {
  const raw = tagAttribute(openTag, 'props');
  if (raw === null) throw new Error('Island without props');
  const parsed = JSON.parse(unescapeAttribute(raw)) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).map(([key, pair]) => [key, reviveProp(pair)]));
}

const ISLAND_OPEN_TAG = /<astro-island\s[^>]*>/g;
const ISLAND_NAME = /\sopts="\{&quot;name&quot;:&quot;(\w+)&quot;/;
const PROPS_ATTRIBUTE = /\sprops="[^"]*"/;

/** Props to serialise for an island: without `text` when its words are in a file of their own (island-words.ts). */
export function propsToSerialise(name: string, props: Record<string, unknown>): Record<string, unknown> {
  if (!hasWordFile(name) || !('text' in props)) return props;
  const { text: _text, ...rest } = props;
  return rest;
}

/** The page with the `text` prop left out of every island whose words are in a file of their own. */
export function withoutIslandWords(html: string): string {
  return html.replace(ISLAND_OPEN_TAG, (tag) => {
    const name = ISLAND_NAME.exec(tag)?.[1];
    const escaped = tagAttribute(tag, 'props');
    if (name === undefined || escaped === null) return tag;
    const props = JSON.parse(unescapeAttribute(escaped)) as Record<string, unknown>;
    const kept = propsToSerialise(name, props);
    return kept === props ? tag : tag.replace(PROPS_ATTRIBUTE, () => ` props="${escapeHtml(JSON.stringify(kept))}"`);
  });
}
