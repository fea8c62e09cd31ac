/**
 * Every route of the spec's route table, plus one page of each dynamic kind and the 404 page. Not /admin:
 * Decap CMS is a staff tool whose UI the site does not control; axe and Lighthouse leave it out, and
 * tests/build/admin.test.ts and tests/e2e/cms.spec.ts cover it.
 */
export const SPEC_ROUTES = [
  '/',
  '/properties',
  '/advisors',
  '/brokerage',
  '/about',
  '/sell',
  '/sell-your-home',
  '/buyers',
  '/flagship-market-ready',
  '/communities',
  '/counties',
  '/massachusetts',
  '/connecticut',
  '/counties/providence',
  '/counties/newport',
  '/counties/washington',
  '/counties/kent',
  '/counties/bristol',
  '/market-updates',
  '/aircraft-charter',
  '/flagship-cares',
  '/faq',
  '/contact',
] as const;

export const SAMPLE_ROUTES = {
  listing: '/properties/1',
  advisor: '/advisors/alexandra-whitmore',
  notFound: '/this-page-does-not-exist',
} as const;

/**
 * Pages the site adds beyond the spec's route table (the lead forms' pages and "Save this search" for visitors
 * without JavaScript too).
 */
export const SITE_ROUTES = [
  '/saved',
  '/home-valuation',
  '/home-valuation/thank-you',
  '/contact/message',
  '/contact/thank-you',
  '/alerts',
  '/alerts/check-inbox',
  '/alerts/save?location=newport',
  '/privacy',
  '/terms',
  '/accessibility',
] as const;

/**
 * A page of each kind in the other languages (src/lib/i18n.ts): the full suite runs in English, these the key
 * checks.
 */
export const TRANSLATED_ROUTES = [
  '/pt',
  '/es',
  '/pt/faq',
  '/pt/counties',
  '/pt/counties/newport',
  '/pt/advisors',
  '/es/communities',
  '/es/buyers',
  '/pt/contact/thank-you',
  '/pt/properties/1',
  '/pt/contact',
  '/pt/home-valuation',
  '/fr/about',
  '/pt/properties',
  '/es/properties?location=Newport',
  '/pt/alerts/save?location=newport',
  '/pt/saved',
] as const;

export const ALL_ROUTES: string[] = [
  ...SPEC_ROUTES,
  ...Object.values(SAMPLE_ROUTES),
  ...SITE_ROUTES,
  ...TRANSLATED_ROUTES,
];
