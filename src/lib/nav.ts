/** The header navigation, in the spec's order. Pure data plus the active-item rule. */

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

export interface NavItem extends NavLink {
  /** Key of the dropdown; items without children are plain links. */
  id: string;
  children?: NavLink[];
  /** Path prefixes (ending in "/" or exact paths) that mark this item active. */
  activeOn: string[];
}

/**
 * The spec's order, except Properties: it follows Home and opens /properties (the whole MLS), unless the
 * brokerage keeps an outside properties site, which opens in a new tab.
 */
export function buildNav(externalPropertiesSite?: string): NavItem[] {
  const properties: NavItem = externalPropertiesSite
    ? { id: 'properties', label: 'Properties', href: externalPropertiesSite, external: true, activeOn: [] }
    : { id: 'properties', label: 'Properties', href: '/properties', activeOn: ['/properties'] };
  return [
    { id: 'home', label: 'Home', href: '/', activeOn: ['/'] },
    properties,
    {
      id: 'brokerage',
      label: 'Real Estate Brokerage',
      href: '/brokerage',
      activeOn: ['/brokerage', '/buyers', '/sell', '/sell-your-home', '/flagship-market-ready'],
      children: [
        { label: 'Purchase', href: '/buyers' },
        { label: 'List & Sell', href: '/sell' },
        { label: 'Flagship Market Ready', href: '/flagship-market-ready' },
      ],
    },
    {
      id: 'communities',
      label: 'Communities',
      href: '/communities',
      activeOn: ['/communities', '/counties', '/massachusetts', '/connecticut', '/market-updates'],
      children: [
        { label: 'Communities Overview', href: '/communities' },
        { label: 'Market Updates', href: '/market-updates' },
      ],
    },
    { id: 'aircraft', label: 'Aircraft Charter & Sales', href: '/aircraft-charter', activeOn: ['/aircraft-charter'] },
    { id: 'cares', label: 'Flagship Cares', href: '/flagship-cares', activeOn: ['/flagship-cares'] },
    {
      id: 'about',
      label: 'About',
      href: '/about',
      activeOn: ['/about', '/advisors', '/faq', '/contact'],
      children: [
        { label: 'Meet Our Team', href: '/advisors' },
        { label: 'FAQ', href: '/faq' },
        { label: 'Contact', href: '/contact' },
      ],
    },
  ];
}

/** Strips a trailing slash and any ".html" so "/faq/", "/faq.html" and "/faq" compare equal. */
export function normalizePath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** True when `pathname` is one of the item's paths or lies below one of them. */
export function isActive(item: Pick<NavItem, 'activeOn'>, pathname: string): boolean {
  const path = normalizePath(pathname);
  return item.activeOn.some((base) => (base === '/' ? path === '/' : path === base || path.startsWith(`${base}/`)));
}

export const LANGUAGES = [
  { code: 'EN', name: 'English' },
  { code: 'ES', name: 'Español' },
  { code: 'PT', name: 'Português' },
  { code: 'FR', name: 'Français' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';
export const LANGUAGE_STORAGE_KEY = 'language';

/** A stored language choice, if it is one of ours (storage may hold anything). */
export function knownLanguage(code: string | null): string | null {
  return LANGUAGES.some((l) => l.code === code) ? code : null;
}

/** Chrome timing constants from the spec's business constants. */
export const COMPACT_HEADER_SCROLL_PX = 100;
export const DROPDOWN_CLOSE_DELAY_MS = 150;

/** The header turns compact once the page has scrolled further than the threshold. */
export const isCompactHeader = (scrollY: number): boolean => scrollY > COMPACT_HEADER_SCROLL_PX;
