/** The header navigation, in the spec's order. Pure data plus the active-item rule. */
import { m } from '#src/paraglide/messages.js';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';

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
export function buildNav(externalPropertiesSite?: string, locale: Locale = DEFAULT_LOCALE): NavItem[] {
  const o = { locale };
  const label = m.nav_properties({}, o);
  const properties: NavItem = externalPropertiesSite
    ? { id: 'properties', label, href: externalPropertiesSite, external: true, activeOn: [] }
    : { id: 'properties', label, href: '/properties', activeOn: ['/properties'] };
  return [
    { id: 'home', label: m.nav_home({}, o), href: '/', activeOn: ['/'] },
    properties,
    {
      id: 'brokerage',
      label: m.nav_brokerage({}, o),
      href: '/brokerage',
      activeOn: ['/brokerage', '/buyers', '/sell', '/sell-your-home', '/flagship-market-ready'],
      children: [
        { label: m.nav_purchase({}, o), href: '/buyers' },
        { label: m.nav_list_and_sell({}, o), href: '/sell' },
        { label: m.nav_market_ready({}, o), href: '/flagship-market-ready' },
      ],
    },
    {
      id: 'communities',
      label: m.nav_communities({}, o),
      href: '/communities',
      activeOn: ['/communities', '/counties', '/massachusetts', '/connecticut', '/market-updates'],
      children: [
        { label: m.nav_communities_overview({}, o), href: '/communities' },
        { label: m.nav_market_updates({}, o), href: '/market-updates' },
      ],
    },
    { id: 'aircraft', label: m.nav_aircraft({}, o), href: '/aircraft-charter', activeOn: ['/aircraft-charter'] },
    { id: 'cares', label: m.nav_cares({}, o), href: '/flagship-cares', activeOn: ['/flagship-cares'] },
    {
      id: 'about',
      label: m.nav_about({}, o),
      href: '/about',
      activeOn: ['/about', '/advisors', '/faq', '/contact'],
      children: [
        { label: m.nav_team({}, o), href: '/advisors' },
        { label: m.nav_faq({}, o), href: '/faq' },
        { label: m.nav_contact({}, o), href: '/contact' },
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
  { code: 'EN', locale: 'en', name: 'English' },
  { code: 'ES', locale: 'es', name: 'Español' },
  { code: 'PT', locale: 'pt', name: 'Português' },
  { code: 'FR', locale: 'fr', name: 'Français' },
] as const satisfies readonly { code: string; locale: Locale; name: string }[];
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

/**
 * Where a compact header grows back. Turning compact shortens the header by 24 px, which moves the page under it
 * (and the browser's scroll anchoring moves the scroll with it): a page that could only just scroll past 100 px
 * would then fall back under the threshold, the header would grow, and the two would take turns every frame.
 * Growing back only well below the threshold ends that.
 */
export const EXPAND_HEADER_SCROLL_PX = 50;

/** The header turns compact once the page has scrolled further than the threshold, and grows back near the top. */
export const isCompactHeader = (scrollY: number, compact = false): boolean =>
  compact ? scrollY >= EXPAND_HEADER_SCROLL_PX : scrollY > COMPACT_HEADER_SCROLL_PX;
