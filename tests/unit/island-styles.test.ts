import { describe, expect, it } from 'vitest';
import { moveIslandStyleToHead } from '#src/lib/island-styles.ts';

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
