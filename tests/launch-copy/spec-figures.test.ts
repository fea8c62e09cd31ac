// The launch copy against the figures, labels and counts the spec names. Run by `npm run check:launch-copy`,
// not by `npm test`: marketing may change these after launch, and content tests accept any valid edit.
import { describe, expect, it } from 'vitest';
import { formatCount, formatMillions } from '#src/lib/figures.ts';
import type { CountyGuide } from '#src/schemas/county.ts';
import { data, type Data } from '#tests/helpers/guides-data.ts';

/** The value of the county's statistic tile whose label matches. */
const tile = (county: CountyGuide, label: RegExp) => county.stats.find((s) => label.test(s.label))?.value;
/** The value of the county's market table row whose label matches. */
const row = (county: CountyGuide, label: RegExp) => county.market.rows.find((r) => label.test(r.label))?.value;
const state = (d: Data, name: string) => d.overview.statesList.find((s) => s.name === name);
const figures = (d: Data, name: string) => {
  const s = state(d, name);
  return s && [formatCount(s.counties), formatCount(s.towns), formatMillions(s.populationMillions)];
};
const checklist = (d: Data, item: string) =>
  d.buyers.checklist.groups.flatMap((g) => g.items).find((i) => i.item === item)?.requirement;
const titles = (items: { title: string }[]) => items.map((i) => i.title);

/** Every figure, label and count that the spec's "Business constants" and page sections name. */
const specFigures: [string, (d: Data) => unknown, unknown][] = [
  // Regional
  [
    'region: 27 counties, 3 states, 11.6M population',
    (d) => [
      formatCount(d.overview.region.counties),
      formatCount(d.overview.region.states),
      formatMillions(d.overview.region.populationMillions),
    ],
    ['27', '3', '11.6M'],
  ],
  ['Rhode Island: 5 counties, 39 towns, 1.1M', (d) => figures(d, 'Rhode Island'), ['5', '39', '1.1M']],
  ['Massachusetts: 14 counties, 351 towns, 6.9M', (d) => figures(d, 'Massachusetts'), ['14', '351', '6.9M']],
  ['Connecticut: 8 counties, 169 towns, 3.6M', (d) => figures(d, 'Connecticut'), ['8', '169', '3.6M']],
  [
    '/communities cards link to /counties, /massachusetts, /connecticut',
    (d) => d.overview.statesList.map((s) => s.href),
    ['/counties', '/massachusetts', '/connecticut'],
  ],
  [
    '/massachusetts: six counties',
    (d) => d.massachusetts.counties.map((c) => c.name),
    ['Suffolk County', 'Norfolk County', 'Middlesex County', 'Essex County', 'Plymouth County', 'Barnstable County'],
  ],
  [
    '/connecticut: five counties',
    (d) => d.connecticut.counties.map((c) => c.name),
    ['Fairfield County', 'New Haven County', 'Hartford County', 'Litchfield County', 'New London County'],
  ],
  [
    '/counties order and slugs',
    (d) =>
      Object.values(d.counties)
        .sort((a, b) => a.order - b.order)
        .map((c) => c.slug),
    ['providence', 'washington', 'newport', 'kent', 'bristol'],
  ],
  // Providence
  ['Providence: 15% luxury share', (d) => tile(d.counties.providence, /luxury/i), '15%'],
  ['Providence: 28 days on market', (d) => tile(d.counties.providence, /days on market/i), '28'],
  ['Providence: +8.2% year over year', (d) => tile(d.counties.providence, /year over year/i), '+8.2%'],
  ['Providence: four cities', (d) => d.counties.providence.communities.items.length, 4],
  ['Providence: four neighborhoods', (d) => d.counties.providence.neighborhoods?.items.length, 4],
  // Newport
  ['Newport: population 85,643', (d) => tile(d.counties.newport, /population/i), '85,643'],
  ['Newport: 11 historic mansions', (d) => tile(d.counties.newport, /historic mansions/i), '11'],
  ['Newport: median $675K', (d) => tile(d.counties.newport, /median/i), '$675K'],
  ['Newport: 40+ marinas', (d) => tile(d.counties.newport, /marinas/i), '40+'],
  ['Newport: luxury ($1M+) 45%', (d) => row(d.counties.newport, /luxury.*\$1M\+/i), '45%'],
  ['Newport: waterfront premium 200-400%', (d) => row(d.counties.newport, /waterfront premium/i), '200-400%'],
  ['Newport: 65 days on market', (d) => row(d.counties.newport, /days on market/i), '65'],
  ['Newport: 35% international buyers', (d) => row(d.counties.newport, /international buyers/i), '35%'],
  ['Newport: peak May-September', (d) => row(d.counties.newport, /peak/i), 'May-September'],
  // Washington
  ['Washington: population 126,979', (d) => tile(d.counties.washington, /population/i), '126,979'],
  ['Washington: 100+ miles of coastline', (d) => tile(d.counties.washington, /coastline/i), '100+'],
  ['Washington: median $525K', (d) => tile(d.counties.washington, /median/i), '$525K'],
  ['Washington: 21 beach communities', (d) => tile(d.counties.washington, /beach communities/i), '21'],
  ['Washington: beachfront premium 300-500%', (d) => row(d.counties.washington, /beachfront premium/i), '300-500%'],
  ['Washington: summer rental yield 8-15%', (d) => row(d.counties.washington, /summer rental yield/i), '8-15%'],
  ['Washington: luxury 35%', (d) => row(d.counties.washington, /luxury/i), '35%'],
  ['Washington: peak buying March-June', (d) => row(d.counties.washington, /peak buying/i), 'March-June'],
  // Kent
  ['Kent: population 170,363', (d) => tile(d.counties.kent, /population/i), '170,363'],
  ['Kent: 1 major airport', (d) => tile(d.counties.kent, /major airport/i), '1'],
  ['Kent: median $425K', (d) => tile(d.counties.kent, /median/i), '$425K'],
  ['Kent: A+ schools', (d) => tile(d.counties.kent, /schools/i), 'A+'],
  ['Kent: airport premium 15-25%', (d) => row(d.counties.kent, /airport.*premium/i), '15-25%'],
  ['Kent: school premium 10-20%', (d) => row(d.counties.kent, /school.*premium/i), '10-20%'],
  ['Kent: 32 days on market', (d) => row(d.counties.kent, /days on market/i), '32'],
  ['Kent: 5-year appreciation +42%', (d) => row(d.counties.kent, /5-year appreciation/i), '+42%'],
  // Bristol
  ['Bristol: population 48,683', (d) => tile(d.counties.bristol, /population/i), '48,683'],
  ['Bristol: founded 1785', (d) => tile(d.counties.bristol, /founded/i), '1785'],
  ['Bristol: median $550K', (d) => tile(d.counties.bristol, /median/i), '$550K'],
  ['Bristol: 25 miles of coastline', (d) => tile(d.counties.bristol, /coastline/i), '25'],
  ['Bristol: waterfront 30% of inventory', (d) => row(d.counties.bristol, /waterfront/i), '30% of inventory'],
  ['Bristol: pre-1940 homes 45%', (d) => row(d.counties.bristol, /pre-1940/i), '45%'],
  ['Bristol: 38 days on market', (d) => row(d.counties.bristol, /days on market/i), '38'],
  ['Bristol: 5-year appreciation +38%', (d) => row(d.counties.bristol, /5-year appreciation/i), '+38%'],
  // County closing labels
  [
    'county /contact labels',
    (d) => Object.fromEntries(Object.values(d.counties).map((c) => [c.slug, c.closing.contactLabel])),
    {
      providence: 'Schedule Tour',
      newport: 'Schedule Private Tour',
      washington: 'Schedule Beach Tour',
      kent: 'Schedule Tour',
      bristol: 'Schedule Tour',
    },
  ],
  [
    'Newport has no neighbourhoods; Washington, Kent and Bristol have them with advantages',
    (d) =>
      [
        d.counties.newport.neighborhoods,
        d.counties.washington.market.advantages,
        d.counties.kent.market.advantages,
        d.counties.bristol.market.advantages,
      ].map(Boolean),
    [false, true, true, true],
  ],
  [
    'only Newport has mansions, sailing heritage and property types',
    (d) =>
      Object.values(d.counties)
        .filter((c) => c.mansions && c.sailingHeritage && c.propertyTypes)
        .map((c) => c.slug),
    ['newport'],
  ],
  // Sell your home
  ['sellers: the hero button', (d) => d.sellers.hero.valuationLabel, 'Get My Home Valued'],
  [
    'sellers: six services, seven features, three factors',
    (d) => [d.sellers.services.items.length, d.sellers.comparison.rows.length, d.sellers.marketability.factors.length],
    [6, 7, 3],
  ],
  [
    'sellers: the 15 steps in the spec order',
    (d) => titles(d.sellers.process.steps),
    [
      'Consultation',
      'Pricing',
      'Staging',
      'Photography',
      'Pre-Marketing',
      'Going Live',
      'Showings',
      'Offer',
      'Negotiating',
      'Inspections',
      'Appraisal',
      'Title & Utilities',
      'Final Walkthrough',
      'Closing',
      'Final Steps',
    ],
  ],
  [
    'marketing statistics: 90%, 5%+, 118%, $11K+, 10x, 52%',
    (d) => d.sellers.statistics.items.map((s) => s.value),
    ['90%', '5%+', '118%', '$11K+', '10x', '52%'],
  ],
  // Buyers
  [
    'buyers: six advantages and ten steps',
    (d) => [d.buyers.advantages.items.length, d.buyers.process.steps.length],
    [6, 10],
  ],
  ['checklist: W-2s 2 years', (d) => checklist(d, 'W-2s'), '2 years'],
  ['checklist: pay stubs 3 months', (d) => checklist(d, 'Pay stubs'), '3 months'],
  ['checklist: bank statements 3 months', (d) => checklist(d, 'Bank statements'), '3 months'],
  ['checklist: tax returns 2 years', (d) => checklist(d, 'Tax returns'), '2 years'],
  ['checklist: down payment 3.5%-20%', (d) => checklist(d, 'Down payment'), '3.5%-20%'],
  ['checklist: closing costs 2%-5%', (d) => checklist(d, 'Closing costs'), '2%-5%'],
  ['checklist: credit score minimum 580-620', (d) => checklist(d, 'Credit score minimum'), '580-620'],
  ['checklist: inspection $300-$500', (d) => checklist(d, 'Home inspection'), '$300-$500'],
  [
    'buyers: the eight regions',
    (d) => d.buyers.regions.items.map((r) => r.name),
    [
      'Newport County',
      'South County',
      'East Bay',
      'Kent County',
      'Greater Providence',
      'Blackstone Valley',
      'Northwest Hills',
      'Block Island',
    ],
  ],
  // Market Ready
  [
    'Market Ready: five steps',
    (d) => titles(d.marketReady.steps.items),
    ['Consultation', 'Custom Improvement Plan', 'Trusted Vendors', 'Flexible Financing', 'Showcase Launch'],
  ],
  [
    'Market Ready: financing is paid at closing through a finance partner',
    (d) => /finance partner.*paid at closing/i.test(d.marketReady.steps.items[3]?.text ?? ''),
    true,
  ],
  [
    'Market Ready: four benefits',
    (d) => titles(d.marketReady.benefits.items),
    ['Increase Value', 'Faster Sale', 'Less Stress', 'Global Exposure'],
  ],
  ['Market Ready: Schedule Consultation', (d) => d.marketReady.closing.contactLabel, 'Schedule Consultation'],
  [
    'Market Ready hero under /api/assets/',
    (d) => [d.marketReady.hero.image.avif, d.marketReady.hero.image.webp].every((p) => p.startsWith('/api/assets/')),
    true,
  ],
  // Flagship Cares
  ['Cares: three reasons', (d) => d.cares.reasons.items.length, 3],
  [
    'Cares: three ways the firm helps',
    (d) => titles(d.cares.ways.items),
    ['Financial Support', 'Awareness', 'Volunteer Engagement'],
  ],
  [
    'Cares: four ways to help',
    (d) => titles(d.cares.help.items),
    ['Donate', 'Spread the Word', 'Participate', 'Volunteer'],
  ],
  [
    'Cares hero under /api/assets/',
    (d) => [d.cares.hero.image.avif, d.cares.hero.image.webp].every((p) => p.startsWith('/api/assets/')),
    true,
  ],
  // Aircraft charter
  [
    'charter: four services',
    (d) => titles(d.charter.services.items),
    ['Private Air Taxi', 'On-Demand Scheduling', 'Aircraft Sales', 'Aircraft Management'],
  ],
  ['charter: four advantages', (d) => d.charter.advantages.items.length, 4],
  [
    'charter: six destinations',
    (d) => d.charter.destinations.items.map((i) => i.name),
    ['Nantucket (ACK)', 'New York City', "Martha's Vineyard", 'Block Island', 'Bar Harbor', 'Newport'],
  ],
];

describe('every spec figure is in the data', () => {
  it.each(specFigures)('%s', (_name, actual, expected) => {
    expect(actual(data)).toEqual(expected);
  });
});
