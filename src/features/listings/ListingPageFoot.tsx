import type { Property } from '#src/schemas/property.ts';
import { IdxDisclaimer, type IdxTexts } from './IdxDisclaimer.tsx';
import { showsFeedListings } from './idx.ts';
import { SimilarHomes } from './SimilarHomes.tsx';
import { ENGLISH_LISTING_TEXT, type ListingText } from './listing-text.ts';

interface Props {
  property: Property;
  similar: readonly Property[];
  idx: IdxTexts;
  /** The feed's last successful sync, for the disclaimer. */
  syncedAt: string | null;
  text?: ListingText | undefined;
}

/**
 * Under a listing page's detail: its similar homes, then the IDX disclaimer when the page shows MLS listings,
 * in the MLS's English on every page (the MLS allows no translation of it), marked so on a page in another
 * language.
 */
export function ListingPageFoot({ property, similar, idx, syncedAt, text = ENGLISH_LISTING_TEXT }: Props) {
  return (
    <>
      <SimilarHomes properties={similar} text={text} />
      {showsFeedListings([property, ...similar]) && (
        <div className="container-page pb-14">
          <IdxDisclaimer idx={idx} syncedAt={syncedAt} lang={text.listingLang} />
        </div>
      )}
    </>
  );
}
