import type { APIRoute } from 'astro';
import { LISTINGS_SITEMAP_PATHS } from '#src/lib/paths.ts';

// The index (built pages) and the listings sitemaps, one per language, which a function serves; the index names
// them too.
export const GET: APIRoute = ({ site }) => {
  const sitemaps = ['/sitemap-index.xml', ...LISTINGS_SITEMAP_PATHS].map(
    (path) => `Sitemap: ${new URL(path, site).href}\n`,
  );
  return new Response(`User-agent: *\nAllow: /\nDisallow: /api/\n\n${sitemaps.join('')}`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
