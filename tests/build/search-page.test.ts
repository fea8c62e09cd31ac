// The prebuilt /properties page (the function's template): its cards are static HTML in the island's `cards`
// slot, which the island never hydrates; the cards' code is loaded only for the pages the island fetches.
// Needs `astro build` first.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist } from './html.ts';
import { findIsland, tagAttribute } from '#src/lib/islands.ts';

const page = await readFile(join(dist, 'properties.html'), 'utf8');
const island = findIsland(page, 'PropertySearch');

describe('/properties as built', () => {
  it("has every card in the island's cards slot, none outside it", () => {
    expect(island).not.toBeNull();
    const content = page.slice(island?.contentStart, island?.contentEnd);
    const slot = /<astro-slot name="cards">([\s\S]*?)<\/astro-slot>/.exec(content)?.[1] ?? '';
    const cardsIn = (html: string) => html.match(/data-property-card="\d+"/g)?.length ?? 0;
    expect(cardsIn(slot)).toBeGreaterThan(0);
    expect(cardsIn(slot)).toBe(cardsIn(page));
    // Their hearts start hidden: the chrome script shows and drives them (behaviours/saved-homes.ts).
    expect(slot).toMatch(/<button [^>]*hidden=""[^>]*data-save-home="\d+"/);
  });

  it("imports the cards' code only dynamically", async () => {
    const url = tagAttribute(island?.openTag ?? '', 'component-url') ?? '';
    const code = await readFile(join(dist, url), 'utf8');
    expect(code).toMatch(/import\(\s*[`"']\.\/ResultCards\.[\w-]+\.js[`"']\s*\)/);
    expect(code).not.toMatch(/(?:import|from)\s*["']\.\/ResultCards\.[\w-]+\.js["']/);
  });
});
