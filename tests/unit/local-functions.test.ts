// The local server's routing to functions: config.path, excludedPath and Netlify's preferStatic.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasStaticFile, matchFunction, type Route } from '#scripts/local-functions.ts';

let publish: string;
beforeAll(async () => {
  publish = await mkdtemp(join(tmpdir(), 'publish-'));
  await mkdir(join(publish, 'properties'));
  await writeFile(join(publish, 'properties', '1.html'), '<p>prebuilt</p>');
});
afterAll(() => rm(publish, { recursive: true, force: true }));

const route = (name: string, path: string, preferStatic = false): Route => ({
  name,
  patterns: [new URLPattern({ pathname: path })],
  excluded: [],
  handler: () => new Response(name),
  preferStatic,
});
const routes = [route('property-page', '/properties/:id', true), route('property', '/api/properties/:id')];
const match = (path: string) =>
  matchFunction(routes, new URL(path, 'http://localhost'), (pathname) => hasStaticFile(publish, pathname));

describe('local function routing', () => {
  it('lets a prebuilt file win over a preferStatic function, as Netlify does', () => {
    expect(match('/properties/1')).toBeNull();
    expect(match('/properties/1.html')).toBeNull();
    expect(match('/properties/2')).toMatchObject({ route: { name: 'property-page' }, params: { id: '2' } });
  });

  it('routes other functions whatever the files', () => {
    expect(match('/api/properties/1')).toMatchObject({ route: { name: 'property' }, params: { id: '1' } });
  });

  it('never looks outside the publish directory, and survives a malformed path', () => {
    expect(hasStaticFile(publish, '/../../etc/passwd')).toBe(false);
    expect(hasStaticFile(publish, '/properties/%E0%A4%A')).toBe(false);
  });
});
