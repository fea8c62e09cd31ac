// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { PAGE_CSP_DIRECTIVES } from './src/lib/security.ts';
import { OFFLINE_NETLIFY_FEATURES } from './scripts/netlify-offline.ts';

// No @astrojs/netlify adapter: any adapter turns this into a server build whose catch-all
// function would shadow netlify.toml redirects. Netlify serves the prebuilt dist/ as is.
// The vite plugin emulates Functions, Blobs, redirects and headers during `astro dev` only.
const isDev = process.argv.includes('dev');

/** Pages that exist only to be served for unknown paths, and the CMS, stay out of the sitemap. */
const notInSitemap = /\/admin$|\/404$|\/not-found$|^https?:\/\/[^/]+\/properties\/listing$/;

export default defineConfig({
  site: process.env.URL ?? 'https://www.flagshipluxuryrealty.com',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react(), sitemap({ filter: (page) => !notInSitemap.test(page.replace(/\/$/, '')) })],
  // Hashed scripts and styles in a <meta> policy; netlify.toml adds the header-only directives.
  security: { csp: { directives: [...PAGE_CSP_DIRECTIVES] } },
  // Shiki writes inline styles, which the CSP forbids; the content has no code blocks.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss(), ...(isDev ? [netlify(OFFLINE_NETLIFY_FEATURES)] : [])],
  },
});
