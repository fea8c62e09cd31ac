// Dependency check (npm run lint): every package the code imports is declared in package.json, and every
// declared package is used. Entry points beyond what knip's Astro, Vitest, Playwright, ESLint and Netlify
// plugins find: the scripts run by hand with `node scripts/<name>.ts`, and html-validate's config.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: ['scripts/*.ts', '.htmlvalidate.mjs'],
  // Unused exports and types are left out: schemas and constants are exported for tests and as the public
  // shape of a module, and listing them would only be noise.
  include: [
    'dependencies',
    'devDependencies',
    'optionalPeerDependencies',
    'unlisted',
    'unresolved',
    'binaries',
    'files',
  ],
  // eslint-plugin-jsx-a11y: a peer of eslint-plugin-astro, loaded by its jsx-a11y-strict config, which knip
  // cannot follow. decap-server: started by its file path (scripts/cms.ts, tests/e2e/cms.spec.ts).
  // The fontsource packages: scripts/fonts/faces.ts names their font files as paths (npm run fonts).
  // @inlang/plugin-message-format: loaded by project.inlang/settings.json, by path.
  ignoreDependencies: [
    '@inlang/plugin-message-format',
    'eslint-plugin-jsx-a11y',
    'decap-server',
    '@fontsource-variable/inter',
    '@fontsource-variable/playfair-display',
  ],
};

export default config;
