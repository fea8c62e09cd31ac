import { useStore } from '@nanostores/react';
import { $feedSyncedAt } from './api-client.ts';
import { syncedLine } from './idx.ts';
import type { Site } from '#src/schemas/site.ts';

/** site.json's idx texts. */
export type IdxTexts = Site['idx'];

interface Props {
  idx: IdxTexts;
  /** The last successful sync where the server knows it; islands take it from the latest listings answer. */
  syncedAt?: string | null | undefined;
  /** "en" on a page in another language: the disclaimer is the MLS's English words. */
  lang?: string | undefined;
}

/** The MLS's IDX disclaimer, below every list or page that shows feed listings. */
export function IdxDisclaimer({ idx, syncedAt, lang }: Props) {
  const fromAnswers = useStore($feedSyncedAt);
  const synced = syncedLine(idx.lastUpdated, syncedAt ?? fromAnswers);
  return (
    <p className="mt-10 max-w-4xl text-sm leading-relaxed text-stone" lang={lang} data-idx-disclaimer>
      {idx.disclaimer}
      {synced && <> {synced}</>}
    </p>
  );
}
