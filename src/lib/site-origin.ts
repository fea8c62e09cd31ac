/**
 * The production origin: Astro's `site` when Netlify sets no URL, and the fallback wherever a request or
 * build does not name the site. Plain TypeScript, so astro.config.mjs and the functions can import it.
 */
export const SITE_ORIGIN = 'https://www.flagshipluxuryrealty.com';
