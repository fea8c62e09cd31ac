import type { APIRoute, GetStaticPaths } from 'astro';
import { getImage } from 'astro:assets';
import { PUBLISHED_ARTWORK } from '#src/assets/artwork.ts';
import { rewriteRules } from '#src/lib/redirects.ts';

/**
 * Emits dist/_redirects, which Netlify (and scripts/serve.ts, through @netlify/config) reads before the rules
 * in netlify.toml. Astro ignores files named with a leading underscore, hence the parameter.
 */
export const getStaticPaths = (() => [{ params: { redirects: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const artwork = await Promise.all(
    PUBLISHED_ARTWORK.map(async ({ url, art, width, format }) => ({
      from: url,
      to: (await getImage({ src: art, width, format })).src,
    })),
  );
  const lines = [
    '# Generated at build by src/pages/[redirects].ts.',
    '# Artwork known by a fixed URL (src/assets/published-artwork.ts) answers with the file astro:assets built.',
    ...rewriteRules(artwork),
  ];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
