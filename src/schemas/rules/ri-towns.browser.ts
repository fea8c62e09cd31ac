/**
 * Rhode Island's towns in browsers: none. Only servers match listings against a search (its function, the
 * page without JavaScript, the alerts), so the search island's bundle leaves the towns out: package.json
 * "imports" resolves #ri-towns here for browsers and to ri-towns.ts everywhere else. Kept short: every byte
 * here is in the search island's bundle.
 */
export function inCountyNamedBy(): boolean {
  throw new Error('Server only');
}
