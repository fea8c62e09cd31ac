/** Reads every stored inquiry for the staff export. */
import { storedInquirySchema, type StoredInquiry } from '../../schemas/inquiry.ts';

/** The part of a Blobs store the export needs. */
export interface ReadableStore {
  list(): Promise<{ blobs: { key: string }[] }>;
  get(key: string, options: { type: 'text' }): Promise<string | null>;
}

export interface ExportResult {
  inquiries: StoredInquiry[];
  /** Keys whose entry is not a valid inquiry; reported, never silently dropped. */
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
  const inquiries: StoredInquiry[] = [];
  const skipped: string[] = [];
  for (let start = 0; start < keys.length; start += concurrency) {
    const batch = keys.slice(start, start + concurrency);
    const entries = await Promise.all(batch.map(async (key) => [key, await store.get(key, { type: 'text' })] as const));
    for (const [key, text] of entries) {
      const parsed = storedInquirySchema.safeParse(parseJson(text));
      if (parsed.success) inquiries.push(parsed.data);
      else skipped.push(key);
    }
  }
  return { inquiries, skipped };
}
