import { describe, expect, it } from 'vitest';
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { escapeHtml } from '#src/lib/html.ts';
import { TEMPLATE_LISTING } from '#src/features/listing-page/listing-page.ts';
import {
  findIsland,
  islandProps,
  propsToSerialise,
  replaceIsland,
  tagAttribute,
  withoutIslandWords,
} from '#src/lib/islands.ts';

const opts = (name: string) => `opts="{&quot;name&quot;:&quot;${name}&quot;,&quot;value&quot;:true}"`;
const island = (name: string, props: object, content: string) =>
  `<astro-island uid="u-${name}" prefix="r1" props="${escapeHtml(serializeProps(props))}" ssr client="idle" ${opts(name)} await-children>${content}<!--astro:end--></astro-island>`;

describe('island surgery on the listing template', () => {
  const inner = island('InquiryForm', { defaultMessage: 'Hello "there" & <you>' }, '<form></form>');
  const outer = island(
    'PropertyDetail',
    { initial: { property: TEMPLATE_LISTING, advisor: null } },
    `<article><astro-slot name="share"><button>Share</button></astro-slot><astro-slot name="inquiry"><section>${inner}</section></astro-slot></article>`,
  );
  const page = `<body><p>before</p>${outer}<p>after</p></body>`;

  it('finds an island by its component, across nested islands', () => {
    const found = findIsland(page, 'PropertyDetail');
    expect(found).not.toBeNull();
    expect(page.slice(found!.start, found!.end)).toBe(outer);
    const nested = findIsland(page, 'InquiryForm');
    expect(page.slice(nested!.start, nested!.end)).toBe(inner);
    expect(findIsland(page, 'Missing')).toBeNull();
  });

  it("reads props back in Astro's format, values and nesting intact", () => {
    const found = findIsland(page, 'PropertyDetail')!;
    expect(islandProps(found.openTag)).toEqual({ initial: { property: TEMPLATE_LISTING, advisor: null } });
    expect(islandProps(findIsland(page, 'InquiryForm')!.openTag)).toEqual({ defaultMessage: 'Hello "there" & <you>' });
    expect(tagAttribute(found.openTag, 'prefix')).toBe('r1');
  });

  it('replaces props and content, keeping the rest of the page and the end marker', () => {
    const found = findIsland(page, 'InquiryForm')!;
    const props = escapeHtml(serializeProps({ defaultMessage: 'New' }));
    const replaced = replaceIsland(page, found, props, '<form id="new"></form>');
    const again = findIsland(replaced, 'InquiryForm')!;
    expect(islandProps(again.openTag)).toEqual({ defaultMessage: 'New' });
    expect(replaced.slice(again.contentStart, again.contentEnd)).toBe('<form id="new"></form><!--astro:end-->');
    expect(replaced.startsWith('<body><p>before</p>')).toBe(true);
    expect(replaced.endsWith('<p>after</p></body>')).toBe(true);
  });

  it('marks an island that has content as Astro does, and one left empty without the marks', () => {
    const found = findIsland(page, 'InquiryForm')!;
    const props = escapeHtml(serializeProps({ defaultMessage: 'New' }));
    const emptied = replaceIsland(page, found, props, '');
    const empty = findIsland(emptied, 'InquiryForm')!;
    expect(empty.openTag).not.toContain('await-children');
    expect(emptied.slice(empty.contentStart, empty.contentEnd)).toBe('');
    const refilled = replaceIsland(emptied, empty, props, '<form></form>');
    const full = findIsland(refilled, 'InquiryForm')!;
    expect(full.openTag).toMatch(/ await-children>$/);
    expect(refilled.slice(full.contentStart, full.contentEnd)).toBe('<form></form><!--astro:end-->');
  });
});

describe('islands whose words are in a file of their own', () => {
  const words = { submit: 'Enviar "já"', notices: { sent: 'Obrigado & até já' } };

  it('leave their words out of the props they hydrate with, and keep every other prop', () => {
    const inquiry = island('InquiryForm', { text: words, defaultMessage: 'Olá <casa>' }, '<form></form>');
    const page = `<main>${inquiry}</main>`;
    const stripped = withoutIslandWords(page);
    expect(islandProps(findIsland(stripped, 'InquiryForm')!.openTag)).toEqual({ defaultMessage: 'Olá <casa>' });
    expect(stripped.replace(/ props="[^"]*"/, '')).toBe(page.replace(/ props="[^"]*"/, ''));
    // As the function serialises them: the same attribute, byte for byte.
    const serialised = escapeHtml(
      serializeProps(propsToSerialise('InquiryForm', { text: words, defaultMessage: 'Olá <casa>' })),
    );
    expect(tagAttribute(findIsland(stripped, 'InquiryForm')!.openTag, 'props')).toBe(serialised);
  });

  it("drop an English page's empty words too, and leave other islands and pages without words alone", () => {
    const english = island('Gallery', { text: undefined, title: 'Casa' }, '<section></section>');
    expect(islandProps(findIsland(withoutIslandWords(english), 'Gallery')!.openTag)).toEqual({ title: 'Casa' });
    const other = island('OfficeMap', { text: words }, '<div></div>');
    expect(withoutIslandWords(other)).toBe(other);
    const plain = island('ListingMap', { title: 'Casa' }, '');
    expect(withoutIslandWords(plain)).toBe(plain);
    expect(propsToSerialise('OfficeMap', { text: words })).toEqual({ text: words });
  });
});
