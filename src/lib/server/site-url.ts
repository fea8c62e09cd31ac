import { SITE_ORIGIN } from '#src/lib/site-origin.ts';

/**
 * The site's public address for links a function writes (e-mails, the listings sitemap): Netlify's
 * context names the site's main URL, the URL variable the same at build, and SITE_ORIGIN stands in
 * where neither is set (tests, scripts). Locally the server passes its own address.
 */
export function configuredSiteUrl(
  context?: { site?: { url?: string } },
  env: Record<string, string | undefined> = process.env,
): string {
  return [context?.site?.url, env['URL']].find((url) => url !== undefined && url !== '') ?? SITE_ORIGIN;
}
