import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getSite } from '#src/lib/site.ts';
import { getMarketUpdates, getSingleton } from '#src/lib/content.ts';
import { categoryLabel } from '#src/lib/market.ts';
import { fillTemplate } from '#src/lib/template.ts';
import { articlePath } from '#src/lib/paths.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';

/** /market-updates/rss.xml: the market updates, newest first. */
export const GET: APIRoute = async (context) => {
  const [site, pages, articles] = await Promise.all([getSite(), getSingleton('pages'), getMarketUpdates()]);
  return rss({
    title: `${site.name} Market Updates`,
    description: fillTemplate(pages.marketUpdates.description, { brand: site.name }),
    site: context.site ?? SITE_ORIGIN,
    trailingSlash: false,
    items: articles.map((article) => ({
      title: article.data.title,
      description: article.data.excerpt,
      pubDate: new Date(`${article.data.date}T12:00:00Z`),
      link: articlePath(article.id),
      categories: [categoryLabel(article.data.category)],
      customData: `<dc:creator>${escapeXml(article.data.author)}</dc:creator>`,
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en-us</language>',
  });
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
