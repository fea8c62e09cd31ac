import { describe, expect, it } from 'vitest';
import {
  ISLAND_RUNTIME_CODE,
  ISLAND_RUNTIME_FILE,
  ISLAND_RUNTIME_SCRIPT,
  moveIslandStyleToHead,
  withIslandRuntimeFile,
  withoutIdleIslandRuntime,
} from '#src/lib/island-head.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('moveIslandStyleToHead', () => {
  it('moves the island style from the body to the end of the head', () => {
    const html = `<html><head><title>t</title></head><body><main>${STYLE}<script>x</script><astro-island></astro-island></main></body></html>`;
    expect(moveIslandStyleToHead(html)).toBe(
      `<html><head><title>t</title>${STYLE}</head><body><main><script>x</script><astro-island></astro-island></main></body></html>`,
    );
  });

  it('keeps one copy when the body has several', () => {
    const html = `<head></head><body>${STYLE}<div>${STYLE}</div></body>`;
    expect(moveIslandStyleToHead(html)).toBe(`<head>${STYLE}</head><body><div></div></body>`);
  });

  it('leaves a page without islands, and other styles, as they are', () => {
    const html = '<head><style>p{color:red}</style></head><body><p>x</p></body>';
    expect(moveIslandStyleToHead(html)).toBe(html);
  });
});

describe('withIslandRuntimeFile', () => {
  const runtime = `<script>${ISLAND_RUNTIME_CODE}</script>`;

  it('loads the runtime from its file at the end of the head instead of inline before the first island', () => {
    const html = `<head><title>t</title></head><body><script>directive</script>${runtime}<astro-island></astro-island></body>`;
    expect(withIslandRuntimeFile(html)).toBe(
      `<head><title>t</title>${ISLAND_RUNTIME_SCRIPT}</head><body><script>directive</script><astro-island></astro-island></body>`,
    );
  });

  it('leaves a page without islands, or with another script, as it is', () => {
    for (const html of ['<head></head><body><p>x</p></body>', '<head></head><body><script>x</script></body>'])
      expect(withIslandRuntimeFile(html)).toBe(html);
  });

  it('names the file by its content, under /_astro/, which the CDN caches for good, and loads it as a module', () => {
    expect(ISLAND_RUNTIME_FILE).toMatch(/^_astro\/astro-island\.[\w-]{8}\.js$/);
    expect(ISLAND_RUNTIME_SCRIPT).toBe(`<script type="module" src="/${ISLAND_RUNTIME_FILE}"></script>`);
    expect(ISLAND_RUNTIME_CODE).toContain('customElements.define("astro-island"');
  });
});

describe('withoutIdleIslandRuntime', () => {
  it('drops the runtime from a page with no island left, and keeps it on one with an island', () => {
    expect(withoutIdleIslandRuntime(`<head>${ISLAND_RUNTIME_SCRIPT}</head><body><p>Not found</p></body>`)).toBe(
      '<head></head><body><p>Not found</p></body>',
    );
    const withIsland = `<head>${ISLAND_RUNTIME_SCRIPT}</head><body><astro-island></astro-island></body>`;
    expect(withoutIdleIslandRuntime(withIsland)).toBe(withIsland);
  });
});
