// The home page as sent, and its market-update cards: the page carries their teasers, and
// /market-updates/teasers.json their bodies, fetched on the first "Read More" (src/features/home/market-teasers.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dist } from './html.ts';
import { MARKET_TEASERS_PATH, teaserPanelId } from '#src/features/home/market-teasers.ts';
import { articlePath } from '#src/lib/paths.ts';

const home = await readFile(join(dist, 'index.html'), 'utf8');
const bodies = JSON.parse(await readFile(join(dist, MARKET_TEASERS_PATH), 'utf8')) as Record<string, string>;
const cards = [...home.matchAll(/<li[^>]*data-market-card[^>]*>([\s\S]*?)<\/li>/g)].map((match) => match[1] ?? '');
const slugOf = (card: string) => /data-expand="([^"]+)"/.exec(card)?.[1] ?? '';

/** TCP's initial window: 10 segments of 1460 bytes, what a new connection delivers in its first round trip. */
const FIRST_WINDOW = 10 * 1460;
/** The response's headers, as the local server sends them (about 680 bytes). */
const RESPONSE_HEADERS = 700;

describe('the home page', () => {
  it('fits in the first round trip once compressed, so that what it names starts one round trip sooner', () => {
    const sent = brotliCompressSync(home, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    expect(sent + RESPONSE_HEADERS).toBeLessThanOrEqual(FIRST_WINDOW);
  });
});

describe('market-update cards', () => {
  it('link Read More to the article and leave the body out of the page, to be fetched', () => {
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const slug = slugOf(card);
      expect(card, slug).toContain(`<a href="${articlePath(slug)}"`);
      expect(card, slug).toMatch(new RegExp(`data-expand="${slug}">Read More →</a>`));
      const panel = new RegExp(`<div id="${teaserPanelId(slug)}" hidden data-expand-panel><div [^>]*></div></div>`);
      expect(card, slug).toMatch(panel);
    }
  });

  it('have their bodies, and only theirs, in the teasers file, headings under the card title, ids apart', () => {
    expect(Object.keys(bodies).sort()).toEqual(cards.map(slugOf).sort());
    for (const [slug, body] of Object.entries(bodies)) {
      expect(body.replace(/<[^>]+>/g, '').trim(), slug).not.toBe('');
      expect(body, slug).not.toMatch(/<h[1-3][\s>]/);
      for (const [, id] of body.matchAll(/\sid="([^"]+)"/g)) expect(id, slug).toMatch(`${teaserPanelId(slug)}-`);
    }
  });
});
