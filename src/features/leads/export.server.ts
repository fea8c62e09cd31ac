/** Reads every stored lead of the store "inquiries" (inquiries and showing requests) for the staff export. */
import type { ExportedInquiry } from './csv.ts';
import { outboxSchema } from '#src/schemas/delivery.ts';
import { storedLeadSchema } from '#src/schemas/showing-request.ts';

/** The part of a Blobs store the export needs. */
export interface ReadableStore {
  list(): Promise<{ blobs: { key: string }[] }>;
  get(key: string, options: { type: 'text' }): Promise<string | null>;
}

export interface ExportResult {
  /** Each with its delivery state when it has one. */
  inquiries: ExportedInquiry[];
  /** Keys whose entry is not a valid lead; reported, never silently dropped. */
  skipped: string[];
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Lists the store and fetches the entries, `concurrency` at a time, oldest first. */
export async function readAllInquiries(store: ReadableStore, concurrency = 20): Promise<ExportResult> {
  const { blobs } = await store.list();
  const keys = blobs.map((blob) => blob.key).sort();
  const inquiries: ExportedInquiry[] = [];
  const skipped: string[] = [];
  for (let start = 0; start < keys.length; start += concurrency) {
    const batch = keys.slice(start, start + concurrency);
    const entries = await Promise.all(batch.map(async (key) => [key, await store.get(key, { type: 'text' })] as const));
    for (const [key, text] of entries) {
      const value = parseJson(text);
      const parsed = storedLeadSchema.safeParse(value);
      if (!parsed.success) {
        skipped.push(key);
        continue;
      }
      const delivery = outboxSchema.safeParse((value as Record<string, unknown>)['delivery']);
      inquiries.push(delivery.success ? { ...parsed.data, delivery: delivery.data } : parsed.data);
    }
  }
  return { inquiries, skipped };
}
