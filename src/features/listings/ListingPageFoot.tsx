import type { Locale } from '#src/schemas/locale.ts';
import type { Property } from '#src/schemas/property.ts';
import { IdxDisclaimer, type IdxTexts } from './IdxDisclaimer.tsx';
import { showsFeedListings } from './idx.ts';
import { SimilarHomes } from './SimilarHomes.tsx';
import { ENGLISH_LISTING_TEXT, type ListingText } from './listing-text.ts';

interface Props {
  property: Property;
  similar: readonly Property[];
  /** The IDX disclaimer in the page's language, and the MLS's English beside a translation. */
  idx: IdxTexts;
  idxOriginal?: IdxTexts | undefined;
  /** The page's language, the sync time's. */
  locale?: Locale | undefined;
  /** The feed's last successful sync, for the disclaimer. */
  syncedAt: string | null;
  text?: ListingText | undefined;
}

/**
 * Under a listing page's detail: its similar homes, then the IDX disclaimer when the page shows MLS listings,
 * in the page's language with the MLS's English beside a translation (the MLS has approved none).
 */
export function ListingPageFoot({
  property,
  similar,
  idx,
  idxOriginal,
  locale,
  syncedAt,
  text = ENGLISH_LISTING_TEXT,
}: Props) {
  return (
    <>
      <SimilarHomes properties={similar} text={text} />
      {showsFeedListings([property, ...similar]) && (
        <div className="container-page pb-14">
          <IdxDisclaimer idx={idx} syncedAt={syncedAt} locale={locale} original={idxOriginal} />
        </div>
      )}
    </>
  );
}
