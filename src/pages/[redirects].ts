import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { advisorIdRedirects } from '../lib/redirects';

/**
 * Emits dist/_redirects, which Netlify (and scripts/serve.ts, through @netlify/config) reads before the rules
 * in netlify.toml. Astro ignores files named with a leading underscore, hence the parameter.
 */
export const getStaticPaths = (() => [{ params: { redirects: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const advisors = (await getCollection('team'))
    .map((entry) => entry.data)
    .filter((member) => member.role === 'advisor');
  const lines = [
    '# Generated at build by src/pages/[redirects].ts. Old numeric advisor links go to the profile.',
    ...advisorIdRedirects(advisors),
  ];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
