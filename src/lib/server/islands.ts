/**
 * Renders a React island of a prebuilt page again, with new props, as Astro would have: its props in
 * Astro's own format and its server HTML with the island's id prefix, so that it hydrates as if prebuilt.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
// Astro's own island props format, so that hydration reads these pages as it reads the prebuilt ones.
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { escapeHtml } from '#src/lib/html.ts';
import { findIsland, islandProps, propsToSerialise, replaceIsland, tagAttribute } from '#src/lib/islands.ts';

export type AnyComponent = ComponentType<Record<string, unknown>>;

/** A component's server HTML as @astrojs/react writes it into a page (ids prefixed with the island's). */
export async function componentHtml(
  component: AnyComponent,
  props: Record<string, unknown>,
  prefix: string,
): Promise<string> {
  const stream = await renderToReadableStream(createElement(component, props), { identifierPrefix: prefix });
  await stream.allReady;
  const html = await new Response(stream).text();
  return html.replace(/<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g, '');
}

/**
 * Server HTML handed to a component rendered without hydration, in the element @astrojs/react gives such a
 * slot (Astro then leaves the element itself out of the page).
 */
export const staticSlot = (name: string, html: string): ReactElement =>
  createElement('astro-static-slot', {
    name,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html },
  });

/**
 * Server HTML handed to a hydrated island as a named slot, in the element @astrojs/react gives it: the
 * island reads it back from the page when it hydrates and never hydrates the HTML itself.
 */
export const islandSlot = (name: string, html: string): ReactElement =>
  createElement('astro-slot', {
    name,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html },
  });

/**
 * The page with the named island rendered again with some of its props changed, and its slots (islandSlot),
 * which live in its HTML, not in its props; an island whose words are in a file of their own is rendered with
 * its `text` and hydrates without it, as in a prebuilt page.
 */
export async function refillIsland(
  html: string,
  name: string,
  component: AnyComponent,
  changes: Record<string, unknown>,
  slots: Record<string, ReactElement> = {},
): Promise<string> {
  const island = findIsland(html, name);
  if (!island) throw new Error(`The page template has no ${name} island`);
  const props = { ...islandProps(island.openTag), ...changes };
  const prefix = tagAttribute(island.openTag, 'prefix') ?? '';
  const content = await componentHtml(component, { ...props, ...slots }, prefix);
  return replaceIsland(html, island, escapeHtml(serializeProps(propsToSerialise(name, props))), content);
}
