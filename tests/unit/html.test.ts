import { describe, expect, it } from 'vitest';
import { adaptArticleHtml, escapeHtml } from '#src/lib/html.ts';

describe('adaptArticleHtml', () => {
  const html =
    '<p>Intro</p><h2 id="why">Why</h2><ul><li>x</li></ul><h3 id="how">How</h3><h6>Deep</h6><header>not a heading</header>';

  it('leaves the HTML alone with no offset and no prefix', () => {
    expect(adaptArticleHtml(html, { headingOffset: 0 })).toBe(html);
  });
  it('moves headings down, capped at h6, and prefixes ids', () => {
    expect(adaptArticleHtml(html, { headingOffset: 1, idPrefix: 'a1' })).toBe(
      '<p>Intro</p><h3 id="a1-why">Why</h3><ul><li>x</li></ul><h4 id="a1-how">How</h4><h6>Deep</h6><header>not a heading</header>',
    );
  });
  it('does not touch attributes that merely end in "id"', () => {
    expect(adaptArticleHtml('<a data-id="x" id="y">z</a>', { headingOffset: 0, idPrefix: 'p' })).toBe(
      '<a data-id="x" id="p-y">z</a>',
    );
  });
  it('takes the prefix verbatim: replacement patterns in it are text', () => {
    expect(adaptArticleHtml('<h2 id="y">z</h2>', { headingOffset: 0, idPrefix: "$& $1 $'" })).toBe(
      `<h2 id="$& $1 $'-y">z</h2>`,
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
