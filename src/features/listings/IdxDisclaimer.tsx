import { useStore } from '@nanostores/react';
import { $feedSyncedAt } from './listing-client.ts';
import { syncedLine } from './idx.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { Site } from '#src/schemas/site.ts';

/** site.json's idx texts, in the page's language. */
export type IdxTexts = Site['idx'];

interface Props {
  idx: IdxTexts;
  /** The last successful sync where the server knows it; islands take it from the latest listings answer. */
  syncedAt?: string | null | undefined;
  /** The language of `idx` and of the sync's time: English's unless given. */
  locale?: Locale | undefined;
  /**
   * The MLS's own English words, shown beside a translation (marked lang="en"): the MLS has not approved one,
   * so the page shows both, as issue 37 asks when unsure.
   */
  original?: IdxTexts | undefined;
}

/** The MLS's IDX disclaimer, below every list or page that shows feed listings. */
export function IdxDisclaimer({ idx, syncedAt, locale, original }: Props) {
  const fromAnswers = useStore($feedSyncedAt);
  const at = syncedAt ?? fromAnswers;
  const synced = syncedLine(idx.lastUpdated, at, locale);
  const originalSynced = original && syncedLine(original.lastUpdated, at);
  return (
    <>
      <p className="mt-10 max-w-4xl text-sm leading-relaxed text-stone" data-idx-disclaimer>
        {idx.disclaimer}
        {synced && <> {synced}</>}
      </p>
      {original && (
        <p className="mt-3 max-w-4xl text-sm leading-relaxed text-stone" lang="en" data-idx-disclaimer-original>
          {original.disclaimer}
          {originalSynced && <> {originalSynced}</>}
        </p>
      )}
    </>
  );
}
