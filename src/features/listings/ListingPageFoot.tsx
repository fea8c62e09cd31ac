import type { Property } from '#src/schemas/property.ts';
import { IdxDisclaimer, type IdxTexts } from './IdxDisclaimer.tsx';
import { showsFeedListings } from './idx.ts';
import { SimilarHomes } from './SimilarHomes.tsx';

interface Props {
  property: Property;
  similar: readonly Property[];
  idx: IdxTexts;
  /** The feed's last successful sync, for the disclaimer. */
  syncedAt: string | null;
}

/** Under a listing page's detail: its similar homes, then the IDX disclaimer when the page shows MLS listings. */
export function ListingPageFoot({ property, similar, idx, syncedAt }: Props) {
  return (
    <>
      <SimilarHomes properties={similar} />
      {showsFeedListings([property, ...similar]) && (
        <div className="container-page pb-14">
          <IdxDisclaimer idx={idx} syncedAt={syncedAt} />
        </div>
      )}
    </>
  );
}
