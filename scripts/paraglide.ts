// The message catalogue's compiler options, shared by `npm run i18n` (this script, run after npm install and
// before the checks) and the Vite plugin of astro build and astro dev (astro.config.mjs). Every message is
// called with the page's locale, so the runtime's own locale detection stays at English.
import { fileURLToPath } from 'node:url';
import { compile, type CompilerOptions } from '@inlang/paraglide-js';

export const PARAGLIDE_OPTIONS = {
  project: './project.inlang',
  outdir: './src/paraglide',
  strategy: ['baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
} satisfies CompilerOptions;

if (process.argv[1] === fileURLToPath(import.meta.url)) await compile(PARAGLIDE_OPTIONS);
