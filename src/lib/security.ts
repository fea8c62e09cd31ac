/**
 * Security policy shared by the static files (netlify.toml, checked by a test), the functions
 * (src/lib/server/http.ts) and the page CSP (astro.config.mjs).
 */

/** Hosts allowed beyond the site itself: map tiles and the launch-video embed. */
export const MAP_TILE_HOST = 'https://tile.openstreetmap.org';
export const VIDEO_EMBED_HOST = 'https://www.youtube-nocookie.com';

/** Page CSP directives besides script-src and style-src, which Astro fills with hashes. */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  `img-src 'self' data: ${MAP_TILE_HOST}`,
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${VIDEO_EMBED_HOST}`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
] as const;

/**
 * The header policy. frame-ancestors works only in a header, and Astro's CSP is a <meta> tag without an
 * adapter; a second policy without script-src leaves the meta policy's script hashes in charge.
 */
export const HEADER_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': HEADER_CSP,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Where /admin (Decap CMS) talks to: GitHub's API, Netlify's OAuth provider, and decap-server locally. */
/** decap-server's default address (`npm run cms`); CMS_LOCAL_BACKEND_URL at build time picks another. */
export const CMS_LOCAL_BACKEND = 'http://localhost:8081';
export const ADMIN_CSP = {
  /** Decap validates its configuration with ajv, which compiles validators with `Function(...)`. */
  scriptResources: ["'self'", "'unsafe-eval'"],
  /** Decap's editor styles itself with emotion, which writes <style> elements and style attributes. */
  styleResources: [
    { resource: "'self'", kind: 'element' },
    { resource: "'unsafe-inline'", kind: 'element' },
    { resource: "'unsafe-inline'", kind: 'attribute' },
  ],
  /** Merged into the site's directives of the same name. */
  directives: [
    `connect-src https://api.github.com https://api.netlify.com ${CMS_LOCAL_BACKEND}`,
    'img-src blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com',
  ],
} as const;

/**
 * Headers for /admin/* on top of SECURITY_HEADERS: the GitHub sign-in popup (Netlify's OAuth provider)
 * answers through window.opener, which `same-origin` would cut; and search engines keep out.
 */
export const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex',
};
