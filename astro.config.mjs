// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';

// No @astrojs/netlify adapter: any adapter turns this into a server build whose catch-all
// function would shadow netlify.toml redirects. Netlify serves the prebuilt dist/ as is.
// The vite plugin emulates Functions, Blobs, redirects and headers during `astro dev` only.
const isDev = process.argv.includes('dev');

export default defineConfig({
  site: process.env.URL ?? 'https://www.flagshipluxuryrealty.com',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react()],
  vite: {
    plugins: [tailwindcss(), ...(isDev ? [netlify()] : [])],
  },
});
