import type { APIRoute, GetStaticPaths } from 'astro';
import { headersFile } from '#src/lib/headers-file.ts';
import { STATIC_HEADER_RULES } from '#src/lib/security.ts';

/**
 * Emits dist/_headers, the headers of static files, from src/lib/security.ts. Netlify and scripts/serve.ts
 * (through @netlify/dev) apply it. Astro ignores files named with a leading underscore, hence the parameter.
 */
export const getStaticPaths = (() => [{ params: { headers: '_headers' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(
    `# Generated at build by src/pages/[headers].ts from src/lib/security.ts.\n${headersFile(STATIC_HEADER_RULES)}`,
    {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    },
  );
