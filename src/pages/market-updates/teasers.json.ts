import type { APIRoute } from 'astro';
import { getMarketUpdates } from '#src/lib/content.ts';
import { MARKET_TEASER_COUNT, teaserBodyHtml } from '#src/features/home/market-teasers.ts';

/** /market-updates/teasers.json: the bodies of the home page's market-update cards, by slug. */
export const GET: APIRoute = async () => {
  const articles = (await getMarketUpdates()).slice(0, MARKET_TEASER_COUNT);
  return Response.json(
    Object.fromEntries(articles.map((article) => [article.id, teaserBodyHtml(article.id, article.html)])),
  );
};
