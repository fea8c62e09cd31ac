// Netlify's own function bundler (zip-it-and-ship-it, which Netlify's build runs) must resolve the project's
// '#src/…' subpath imports: every function bundles, and a bundled function runs outside the repository.
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
let out: string;
let bundled: Awaited<ReturnType<typeof zipFunctions>>;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'functions-'));
  bundled = await zipFunctions(join(root, 'netlify/functions'), out, {
    archiveFormat: 'none',
    basePath: root,
    repositoryRoot: root,
  });
}, 60_000);

afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

describe("Netlify's function bundler", () => {
  it('bundles every function in netlify/functions', async () => {
    const sources = (await readdir(join(root, 'netlify/functions'))).filter((name) => name.endsWith('.mts'));
    expect(bundled.map((fn) => `${fn.name}.mts`).sort()).toEqual(sources.sort());
  });

  it("leaves no '#src/' import unresolved in a bundle", async () => {
    for (const fn of bundled) {
      const code = await readFile(join(fn.path, 'netlify/functions', `${fn.name}.mjs`), 'utf8');
      expect(code, fn.name).not.toMatch(/from\s*["']#src\//);
      expect(code, fn.name).not.toMatch(/import\(\s*["']#src\//);
    }
  });

  it('reads the advisor-page path as Netlify routes it: profiles only where no file is built, in every language', () => {
    const page = bundled.find((fn) => fn.name === 'advisor-page');
    expect(page?.routes?.map(({ pattern, prefer_static }) => ({ pattern, prefer_static }))).toEqual(
      ['/advisors/:slug', '/es/advisors/:slug', '/pt/advisors/:slug', '/fr/advisors/:slug'].map((pattern) => ({
        pattern,
        prefer_static: true,
      })),
    );
  });

  it('reads the county-page path as Netlify routes it: every county page in every language, over its built file', () => {
    const page = bundled.find((fn) => fn.name === 'county-page');
    expect(page?.routes?.map((route) => route.pattern)).toEqual([
      '/counties/:slug',
      '/es/counties/:slug',
      '/pt/counties/:slug',
      '/fr/counties/:slug',
    ]);
    for (const route of page?.routes ?? []) expect(route.prefer_static).toBeFalsy();
  });

  it('runs a bundled function outside the repository', async () => {
    const inquiries = bundled.find((fn) => fn.name === 'inquiries');
    expect(inquiries).toBeDefined();
    const url = pathToFileURL(join(inquiries!.path, 'netlify/functions/inquiries.mjs')).href;
    const { default: handler } = (await import(/* @vite-ignore */ url)) as {
      default: (request: Request, context: object) => Promise<Response>;
    };
    const response = await handler(new Request('https://example.test/api/inquiries'), {});
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: expect.stringContaining('Use POST') });
  });
});
