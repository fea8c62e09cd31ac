/**
 * A saved search with e-mail alerts (README, Saved searches and alerts): what the "Save this search" dialog
 * posts, and what the Blobs store "alerts" keeps per address. Messages follow the site's form rules.
 */
import { z } from 'zod';
import { INQUIRY_MESSAGES, LEAD_LIMITS, LEAD_LIMIT_MESSAGES } from './inquiry-fields.ts';
import { readFilters, writeFilters, type ResultsFilters } from './results-query.ts';
import { PROPERTY_STATUSES } from './property-fields.ts';
import { SEARCH_FILTERS, type FilterTable, type SiteFilters } from './search-filters.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale.ts';
import { ALERT_FREQUENCIES, SAVED_QUERY_MAX_LENGTH, SAVED_SEARCH_MESSAGES } from './saved-search-fields.ts';

export * from './saved-search-fields.ts';

/** An e-mail address as the lead forms take it, trimmed and lowercased so one person is one address. */
export const alertEmailSchema = z
  .string({ error: INQUIRY_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(LEAD_LIMITS.email, LEAD_LIMIT_MESSAGES.email)
  .pipe(z.email(INQUIRY_MESSAGES.email));

/** The filters of a /properties query string (sort, page and view are dropped): what a saved search keeps. */
export function savedFilters(query: string): ResultsFilters {
  return readFilters(new URLSearchParams(query));
}

/** The query string a saved search's filters give: the "See all" link and /saved link to /properties?{it}. */
export function savedQuery(filters: ResultsFilters): string {
  return writeFilters(filters).toString();
}

/**
 * POST /api/saved-searches: the address, how often, the consent (never pre-checked), and the /properties
 * query string the search was saved from.
 */
export const saveSearchPayloadSchema = z.object({
  email: alertEmailSchema,
  frequency: z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency }),
  consent: z.literal(true, { error: SAVED_SEARCH_MESSAGES.consent }),
  search: z
    .string({ error: SAVED_SEARCH_MESSAGES.search })
    .max(SAVED_QUERY_MAX_LENGTH, SAVED_SEARCH_MESSAGES.search)
    .transform((query) => savedFilters(query.replace(/^\?/, ''))),
});
export type SaveSearchPayload = z.output<typeof saveSearchPayloadSchema>;

/**
 * A stored search's filters: each filter of the table as text, read again as the URL would be. A filter added
 * after the search was saved is '' (none), so every record stored before it still parses.
 */
export function storedFiltersSchema<Table extends FilterTable = SiteFilters>(table?: Table) {
  const filters = table ?? SEARCH_FILTERS;
  return z
    .object(Object.fromEntries(filters.map((filter) => [filter.key, z.string().default('')])))
    .transform((stored) => readFilters<Table>(new URLSearchParams(stored), table));
}

/** pending: waits for its owner's confirmation; active: alerts go out; paused: kept, nothing sent. */
export const SAVED_SEARCH_STATES = ['pending', 'active', 'paused'] as const;
export type SavedSearchState = (typeof SAVED_SEARCH_STATES)[number];

/** Why a listing is in an alert; the same listing never goes to one search twice for the same reason. */
export const ALERT_REASONS = ['new', 'price-drop', 'status'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

/** A listing change waiting in a search's digest (or held back by the daily cap). */
export const queuedChangeSchema = z.object({
  id: z.number().int(),
  reason: z.enum(ALERT_REASONS),
  /** The dedupe key: "new", "price-drop:{new price}" or "status:{new status}". */
  key: z.string(),
  oldPrice: z.number().nullable(),
  oldStatus: z.enum(PROPERTY_STATUSES).nullable(),
  at: z.iso.datetime(),
});
export type QueuedChange = z.infer<typeof queuedChangeSchema>;

export const savedSearchSchema = z.object({
  id: z.string().min(1),
  filters: storedFiltersSchema(),
  frequency: z.enum(ALERT_FREQUENCIES),
  state: z.enum(SAVED_SEARCH_STATES),
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
  /** When its last confirmation e-mail went out: a confirmation link is good for CONFIRM_TTL_MS after it. */
  confirmationSentAt: z.iso.datetime().nullable(),
  /** Changes waiting for the next digest or for the daily cap to reopen. */
  queue: z.array(queuedChangeSchema),
  /** "{listing id}:{dedupe key}" of every change already sent to this search, newest last (bounded). */
  sent: z.array(z.string()),
  lastDigestAt: z.iso.datetime().nullable(),
  /**
   * The language of the page it was saved from: its e-mails and the pages they link to speak it. Only a search
   * saved in another language than English has one, so every record stored before languages reads as English.
   */
  locale: z.enum(LOCALES).optional(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** A saved search's language: English for a record without one. */
export const searchLocale = (search: Pick<SavedSearch, 'locale'>): Locale => search.locale ?? DEFAULT_LOCALE;

/**
 * Everything stored about one address, one blob keyed by the address's keyed hash (see owners.server.ts):
 * its searches, and how many alert e-mails it got on which New York day (the daily cap).
 */
export const alertOwnerSchema = z.object({
  email: alertEmailSchema,
  createdAt: z.iso.datetime(),
  searches: z.array(savedSearchSchema),
  alertsToday: z.object({ day: z.string(), count: z.number().int().nonnegative() }),
});
export type AlertOwner = z.infer<typeof alertOwnerSchema>;

/**
 * One shard of the active searches' index (owners.server.ts): "{ownerId}/{searchId}" → [query, frequency].
 * Checked when read back: a shard that fails is logged and read as empty, never as searches.
 */
export const alertIndexShardSchema = z.record(
  z.string().regex(/^[0-9a-f]+\/[^/]+$/),
  z.tuple([z.string(), z.enum(ALERT_FREQUENCIES)]),
);
