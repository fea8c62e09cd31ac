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

  it("gives the functions that match listings Rhode Island's towns (#ri-towns), never the browsers' stub", async () => {
    for (const name of ['properties-search', 'properties-page', 'for-sale-counts', 'alerts-pass']) {
      const fn = bundled.find((candidate) => candidate.name === name);
      const code = await readFile(join(fn?.path ?? '', 'netlify/functions', `${name}.mjs`), 'utf8');
      expect(code, name).toContain('Little Compton');
      expect(code, name).not.toMatch(/from\s*["']#ri-towns/);
      // The stub's one line (src/schemas/rules/ri-towns.browser.ts).
      expect(code, name).not.toContain('Server only');
    }
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
