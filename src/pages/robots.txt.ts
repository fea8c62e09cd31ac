import type { APIRoute } from 'astro';
import { LISTINGS_SITEMAP_PATH } from '#src/lib/paths.ts';

// The index (built pages) and the listings sitemap, which a function serves; the index names it too.
export const GET: APIRoute = ({ site }) => {
  const sitemaps = ['/sitemap-index.xml', LISTINGS_SITEMAP_PATH].map(
    (path) => `Sitemap: ${new URL(path, site).href}\n`,
  );
  return new Response(`User-agent: *\nAllow: /\nDisallow: /api/\n\n${sitemaps.join('')}`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
