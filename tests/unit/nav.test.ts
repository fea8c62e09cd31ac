import { describe, expect, it } from 'vitest';
import {
  buildNav,
  COMPACT_HEADER_SCROLL_PX,
  EXPAND_HEADER_SCROLL_PX,
  isActive,
  isCompactHeader,
  knownLanguage,
  normalizePath,
} from '#src/lib/nav.ts';

const nav = buildNav();
const activeItem = (path: string) => nav.filter((item) => isActive(item, path)).map((item) => item.id);

describe('active navigation item', () => {
  it.each([
    ['/', ['home']],
    ['/brokerage', ['brokerage']],
    ['/buyers', ['brokerage']],
    ['/sell', ['brokerage']],
    ['/sell-your-home', ['brokerage']],
    ['/flagship-market-ready', ['brokerage']],
    ['/communities', ['communities']],
    ['/counties', ['communities']],
    ['/counties/newport', ['communities']],
    ['/massachusetts', ['communities']],
    ['/connecticut', ['communities']],
    ['/market-updates', ['communities']],
    ['/market-updates/some-article', ['communities']],
    ['/aircraft-charter', ['aircraft']],
    ['/flagship-cares', ['cares']],
    ['/about', ['about']],
    ['/advisors', ['about']],
    ['/advisors/jane-doe', ['about']],
    ['/faq', ['about']],
    ['/contact', ['about']],
    ['/contact/', ['about']],
    ['/faq.html', ['about']],
    ['/properties', ['properties']],
    ['/properties/12', ['properties']],
    ['/properties/listing', ['properties']],
    ['/propertiesx', []],
    ['/sellers', []],
    ['/countiesx', []],
  ])('%s highlights %j', (path, expected) => {
    expect(activeItem(path)).toEqual(expected);
  });
});

describe('navigation structure', () => {
  it('keeps the spec order, with Properties after Home linking to /properties', () => {
    expect(nav.map((item) => item.label)).toEqual([
      'Home',
      'Properties',
      'Real Estate Brokerage',
      'Communities',
      'Aircraft Charter & Sales',
      'Flagship Cares',
      'About',
    ]);
    expect(nav[1]).toEqual({ id: 'properties', label: 'Properties', href: '/properties', activeOn: ['/properties'] });
  });

  it('sends Properties to an outside site when the brokerage keeps one, never marked active', () => {
    const outside = buildNav('https://properties.example.com');
    expect(outside[1]).toMatchObject({ href: 'https://properties.example.com', external: true });
    expect(isActive(outside[1] ?? { activeOn: ['x'] }, '/properties')).toBe(false);
  });

  it('has the three dropdowns the spec names', () => {
    const menus = Object.fromEntries(
      nav.filter((i) => i.children).map((i) => [i.id, i.children?.map((c) => `${c.label} ${c.href}`)]),
    );
    expect(menus).toEqual({
      brokerage: ['Purchase /buyers', 'List & Sell /sell', 'Flagship Market Ready /flagship-market-ready'],
      communities: ['Communities Overview /communities', 'Market Updates /market-updates'],
      about: ['Meet Our Team /advisors', 'FAQ /faq', 'Contact /contact'],
    });
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/index.html', '/'],
    ['/faq/', '/faq'],
    ['/faq.html', '/faq'],
    ['/counties/newport/', '/counties/newport'],
  ])('%s → %s', (input, output) => expect(normalizePath(input)).toBe(output));
});

describe('knownLanguage', () => {
  it.each([
    ['ES', 'ES'],
    ['EN', 'EN'],
    ['es', null],
    ['DE', null],
    ['', null],
    [null, null],
  ])('%s is %s', (stored, expected) => {
    expect(knownLanguage(stored)).toBe(expected);
  });
});

describe('isCompactHeader', () => {
  it.each([
    [0, false],
    [100, false],
    [100.5, true],
    [2000, true],
  ])('at %s px of scroll: %s', (scrollY, expected) => {
    expect(isCompactHeader(scrollY)).toBe(expected);
  });

  it.each([
    [101, true],
    [100, true],
    [EXPAND_HEADER_SCROLL_PX, true],
    [EXPAND_HEADER_SCROLL_PX - 0.5, false],
    [0, false],
  ])('once compact, at %s px of scroll: %s (it grows back only near the top)', (scrollY, expected) => {
    expect(isCompactHeader(scrollY, true)).toBe(expected);
  });

  it('grows back further up than the 24 px its compact form moves the page: a page that only just scrolls past 100 px keeps it', () => {
    expect(COMPACT_HEADER_SCROLL_PX - EXPAND_HEADER_SCROLL_PX).toBeGreaterThan(24);
  });
});
