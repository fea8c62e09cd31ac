/**
 * The market figures in the store "market": one gzipped JSON blob the sync replaces when the sales, the
 * listings or the month changed, and the pages read (checked whole against its schema).
 */
import type { Store } from '@netlify/blobs';
import { readJsonBlob, writeJsonBlob } from '#src/lib/server/json-blob.ts';
import { marketFiguresSchema, type MarketFigures } from '#src/schemas/market-figures.ts';

export const MARKET_FIGURES_KEY = 'figures';

/** The period the stored figures cover ("YYYY-MM-DD", its last day), or null when there are none. */
export async function storedFiguresPeriodEnd(store: Store): Promise<string | null> {
  const periodEnd = (await store.getMetadata(MARKET_FIGURES_KEY))?.metadata['periodEnd'];
  return typeof periodEnd === 'string' ? periodEnd : null;
}

export async function writeMarketFigures(store: Store, figures: MarketFigures): Promise<void> {
  await writeJsonBlob(store, MARKET_FIGURES_KEY, figures, {
    computedAt: figures.computedAt,
    periodEnd: figures.period.to,
  });
}

/** The figures, or null when there are none, or when the blob is not one the sync wrote (logged). */
export async function readMarketFigures(store: Store): Promise<MarketFigures | null> {
  const stored = await readJsonBlob(store, MARKET_FIGURES_KEY);
  if (stored === null) return null;
  const parsed = marketFiguresSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  console.error(`The market figures ${MARKET_FIGURES_KEY} are not ones the sync wrote; read as none.`);
  return null;
}

/** The figures this instance read last, by the time the sync computed them. */
let kept: MarketFigures | null = null;

/**
 * The figures for the pages: a warm instance reads only the blob's metadata, and the blob itself (gunzip and
 * the schema's check of about 1 MB of JSON) only when the sync stored new figures since.
 */
export async function readMarketFiguresKept(store: Store): Promise<MarketFigures | null> {
  const computedAt = (await store.getMetadata(MARKET_FIGURES_KEY))?.metadata['computedAt'];
  if (computedAt === undefined) return null;
  if (kept !== null && kept.computedAt === computedAt) return kept;
  const figures = await readMarketFigures(store);
  kept = figures;
  return figures;
}
