import { useStore } from '@nanostores/react';
import { $feedSyncedAt } from './api-client.ts';
import { syncedLine } from './idx.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { Site } from '#src/schemas/site.ts';

/** site.json's idx texts, in the page's language. */
export type IdxTexts = Site['idx'];

interface Props {
  idx: IdxTexts;
  /** The last successful sync where the server knows it; islands take it from the latest listings answer. */
  syncedAt?: string | null | undefined;
  /** The language the sync's time is written in: English's unless given. */
  locale?: Locale | undefined;
}

/** The MLS's IDX disclaimer, below every list or page that shows feed listings. */
export function IdxDisclaimer({ idx, syncedAt, locale }: Props) {
  const fromAnswers = useStore($feedSyncedAt);
  const synced = syncedLine(idx.lastUpdated, syncedAt ?? fromAnswers, locale);
  return (
    <p className="mt-10 max-w-4xl text-sm leading-relaxed text-stone" data-idx-disclaimer>
      {idx.disclaimer}
      {synced && <> {synced}</>}
    </p>
  );
}
