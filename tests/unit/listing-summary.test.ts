import { describe, expect, it } from 'vitest';
import { listingSummary } from '#src/features/listings/listing-summary.ts';
import { cardTextWith } from '#src/features/listings/card-words.ts';
import { cardWordsIn } from '#src/features/listings/card-text.ts';
import { mapPoints } from '#src/features/listings/results-map.ts';
import { makeListing } from '#tests/helpers/listing.ts';

describe('listingSummary', () => {
  const listing = makeListing(1_000_007, {
    source: 'mls',
    listOfficeName: 'Harbor Realty',
    originalPrice: 2_100_000,
    onMarketDate: '2026-11-01',
  });

  it('keeps what a card and a map marker show, and drops the remarks and features no card shows', () => {
    const summary = listingSummary(listing);
    expect(summary).not.toHaveProperty('description');
    expect(summary).not.toHaveProperty('features');
    expect(summary).not.toHaveProperty('address');
    expect(JSON.stringify(summary).length).toBeLessThan(JSON.stringify(listing).length);
  });

  it('gives the same card and the same map point as the whole listing, in every language', () => {
    const summary = listingSummary(listing);
    for (const locale of ['en', 'pt'] as const)
      expect(cardTextWith(cardWordsIn(locale), summary)).toEqual(cardTextWith(cardWordsIn(locale), listing));
    expect(mapPoints([summary])).toEqual(mapPoints([listing]));
  });

  it('leaves out the fields a listing does not have, rather than writing them empty', () => {
    const summary = listingSummary(makeListing(3));
    expect(Object.values(summary)).not.toContain(undefined);
  });
});
