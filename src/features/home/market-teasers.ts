/**
 * The home page's market-update cards. Each opens its article's body in place ("Read More →" / "Show Less ↑",
 * the catalogue's teaser_read_more and teaser_show_less, which the cards' list carries for the script),
 * fetched from MARKET_TEASERS_PATH on the first "Read More": six bodies in the page itself were a quarter of
 * its HTML, which then no longer fit in the first round trip of a phone's connection. Without JavaScript,
 * "Read More →" is a link to the article's own page. Pure.
 */
import { adaptArticleHtml } from '#src/lib/html.ts';

/** How many of the newest articles the home page shows. */
export const MARKET_TEASER_COUNT = 6;

/** The bodies of those articles as the cards show them, by slug (src/pages/market-updates/teasers.json.ts). */
export const MARKET_TEASERS_PATH = '/market-updates/teasers.json';

/** The id of the card's panel that holds the body. */
export const teaserPanelId = (slug: string): string => `teaser-${slug}`;

/** An article's body as its card shows it: "##" under the card's h3, ids prefixed with the panel's. */
export function teaserBodyHtml(slug: string, articleHtml: string): string {
  return adaptArticleHtml(articleHtml, { headingOffset: 2, idPrefix: teaserPanelId(slug) });
}
