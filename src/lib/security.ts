/**
 * Security policy shared by the static files (dist/_headers, written by src/pages/[headers].ts), the functions
 * (src/lib/server/http.ts) and the page CSP (astro.config.mjs).
 */

/** Hosts allowed beyond the site itself: map tiles and the launch-video embed. */
export const MAP_TILE_HOST = 'https://tile.openstreetmap.org';
export const VIDEO_EMBED_HOST = 'https://www.youtube-nocookie.com';

/**
 * What may load in a frame: the launch video, and a listing's tour or video player once pressed, exactly the
 * hosts of TOUR_PLAYER_ORIGINS (src/lib/tour-players.ts; tests/unit/tours.test.ts holds them equal). Written
 * out, not imported: the map's code imports this module for its tile host, and would take the import along.
 */
const FRAME_SOURCES = 'https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com';

/** Page CSP directives besides script-src and style-src, which Astro fills with hashes. */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  `img-src 'self' data: ${MAP_TILE_HOST}`,
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${FRAME_SOURCES}`,
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
  // Not `same-origin`: /admin's GitHub sign-in popup (Netlify's OAuth provider) answers through
  // window.opener, and Netlify would join a second COOP value for /admin to this one.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** A set of headers for the static files whose path matches `path` (Netlify's `_headers` syntax, `*` a splat). */
export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * The headers of static files, written to dist/_headers at build. Every matching rule applies, so a header
 * name belongs to one rule only (headersFile refuses a second).
 */
export const STATIC_HEADER_RULES: readonly HeaderRule[] = [
  { path: '/*', headers: SECURITY_HEADERS },
  // Decap CMS is a staff tool: search engines keep out.
  { path: '/admin', headers: { 'X-Robots-Tag': 'noindex' } },
  // Astro names these files by a hash of their content, so a browser may keep them for a year.
  { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
];

/** What /admin (Decap CMS) needs beyond the page policy: GitHub's API and Netlify's OAuth provider. */
export const ADMIN_CSP = {
  /** Decap validates its configuration with ajv, which compiles validators with `Function(...)`. */
  scriptResources: ["'self'", "'unsafe-eval'"],
  /** Decap's editor styles itself with emotion, which writes <style> elements and style attributes. */
  styleResources: [
    { resource: "'self'", kind: 'element' },
    { resource: "'unsafe-inline'", kind: 'element' },
    { resource: "'unsafe-inline'", kind: 'attribute' },
  ],
  /** Merged into the site's directives of the same name; a local build adds decap-server (admin.astro). */
  directives: [
    'connect-src https://api.github.com https://api.netlify.com',
    'img-src blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com',
  ],
} as const;
