import { beforeAll, describe, expect, it } from 'vitest';
import { moduleLexerReady, staticImportsOf, withModulePreloads } from '#src/lib/module-preloads.ts';

const script = (src: string) => `<script type="module" src="${src}"></script>`;
const preload = (href: string) => `<link rel="modulepreload" href="${href}">`;

describe('staticImportsOf', () => {
  beforeAll(() => moduleLexerReady);

  it('lists the static imports of a built chunk as root-relative URLs, and leaves dynamic ones on demand', () => {
    const code =
      'import{a as e}from"./shared.A1.js";import"./side-effect.B2.js";import"../other/c.js";' +
      'const x=()=>import("./island.C3.js");export{e};';
    expect(staticImportsOf(code, '/_astro/entry.js')).toEqual([
      '/_astro/shared.A1.js',
      '/_astro/side-effect.B2.js',
      '/other/c.js',
    ]);
  });

  it('ignores bare specifiers, which are not files of the build', () => {
    expect(staticImportsOf('import"react";import"./a.js";', '/_astro/entry.js')).toEqual(['/_astro/a.js']);
  });
});

describe('withModulePreloads', () => {
  const graph: Record<string, readonly string[]> = {
    '/_astro/chrome.js': ['/_astro/storage.js', '/_astro/menu.js'],
    '/_astro/storage.js': ['/_astro/lists.js'],
    '/_astro/menu.js': ['/_astro/lists.js'],
    '/_astro/lists.js': ['/_astro/storage.js'],
    '/_astro/other.js': ['/_astro/lists.js', '/_astro/own.js'],
    '/_astro/own.js': [],
  };
  const importsOf = (url: string) => graph[url] ?? [];

  it('preloads the whole static import tree before the script, each module once', () => {
    const html = `<head>${script('/_astro/chrome.js')}</head>`;
    expect(withModulePreloads(html, importsOf)).toBe(
      `<head>${preload('/_astro/storage.js')}${preload('/_astro/menu.js')}${preload('/_astro/lists.js')}${script('/_astro/chrome.js')}</head>`,
    );
  });

  it('preloads a module a second script shares only once, and never a script the page loads itself', () => {
    const html = `${script('/_astro/chrome.js')}${script('/_astro/other.js')}${script('/_astro/own.js')}`;
    const fixed = withModulePreloads(html, importsOf);
    expect(fixed.match(/modulepreload" href="\/_astro\/lists\.js"/g)).toHaveLength(1);
    expect(fixed).not.toContain(preload('/_astro/own.js'));
    expect(fixed.endsWith(`${script('/_astro/other.js')}${script('/_astro/own.js')}`)).toBe(true);
  });

  it('keeps a preload the page already has, and leaves a page without module scripts alone', () => {
    const html = `${preload('/_astro/storage.js')}${script('/_astro/storage.js')}`;
    expect(withModulePreloads(html, importsOf)).toBe(
      `${preload('/_astro/storage.js')}${preload('/_astro/lists.js')}${script('/_astro/storage.js')}`,
    );
    expect(withModulePreloads('<p>text</p><script>inline()</script>', importsOf)).toBe(
      '<p>text</p><script>inline()</script>',
    );
  });
});
