/**
 * /saved's island words, as one object it takes as a prop: English by default, and in another language from
 * the catalogue (./saved-homes-words.ts, build only), so the browser gets only its page's language. Pure.
 */
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import type { CardWords } from '#src/features/listings/card-words.ts';
import { ENGLISH_LOCAL_SEARCHES_TEXT, type LocalSearchesText } from '#src/features/alerts/LocalSearches.tsx';

/** One list's words: its heading, its empty state and the button that drops a removed listing from it. */
export interface HomesListText {
  heading: string;
  empty: string;
  drop: string;
}

export interface SavedHomesText {
  locale: Locale;
  /** What screen readers hear until the lists are read from this browser. */
  loading: string;
  /** The empty states' link to the search, in the page's language. */
  browse: { label: string; href: string };
  saved: HomesListText;
  recent: HomesListText & {
    clear: string;
    /** After `clear`, for screen readers. */
    clearFor: string;
  };
  /** A listing that answers 404. */
  removed: string;
  /** A listing that could not be fetched, and the button to fetch it again. */
  failed: string;
  retry: string;
  /** The cards' words outside English (PropertyCard's own English without them). */
  cards: CardWords | null;
  searches: LocalSearchesText;
}

export const ENGLISH_SAVED_HOMES_TEXT: SavedHomesText = {
  locale: DEFAULT_LOCALE,
  loading: 'Loading…',
  browse: { label: 'Browse Properties', href: '/properties' },
  saved: {
    heading: 'Saved Homes',
    empty: 'You have not saved any homes yet. Press the heart on a listing to keep it here.',
    drop: 'Remove from saved homes',
  },
  recent: {
    heading: 'Recently Viewed',
    empty: 'Listings you open appear here, the most recent first.',
    drop: 'Remove from recently viewed',
    clear: 'Clear',
    clearFor: 'recently viewed',
  },
  removed: 'This listing has been removed and is no longer available.',
  failed: 'This listing could not be loaded just now.',
  retry: 'Try again',
  cards: null,
  searches: ENGLISH_LOCAL_SEARCHES_TEXT,
};
