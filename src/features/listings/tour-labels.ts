/**
 * The words of a listing's tour and video section. Apart from tours.ts, so that the island carries these and
 * none of the reading of addresses, which the page's renderer does. English here; in another language as
 * templates from the catalogue (listing-words.ts, on the server), given to the island as a prop.
 */
import { fillIn } from '#src/lib/fill-in.ts';
import type { TourKind, TourProvider } from './tours.ts';

export interface TourText {
  headingBoth: string;
  headingTour: string;
  headingVideo: string;
  /** "{provider}" */
  playTour: string;
  playVideo: string;
  /** "{host}" */
  viewTour: string;
  watchVideo: string;
  /** "{title}" */
  tourOf: string;
  videoOf: string;
  opensNewTab: string;
}

export const ENGLISH_TOUR_TEXT: TourText = {
  headingBoth: 'Virtual Tour & Video',
  headingTour: 'Virtual Tour',
  headingVideo: 'Video',
  playTour: 'Play virtual tour on {provider}',
  playVideo: 'Play video on {provider}',
  viewTour: 'View virtual tour on {host}',
  watchVideo: 'Watch video on {host}',
  tourOf: 'Virtual tour of {title}',
  videoOf: 'Video of {title}',
  opensNewTab: '(opens in a new tab)',
};

/** The section's heading: "Virtual Tour & Video", or the one the listing has. */
export function toursHeading(kinds: readonly TourKind[], text = ENGLISH_TOUR_TEXT): string {
  if (kinds.includes('tour') && kinds.includes('video')) return text.headingBoth;
  return kinds.includes('tour') ? text.headingTour : text.headingVideo;
}

/** The poster's name: "Play virtual tour on Matterport". */
export const playLabel = (kind: TourKind, provider: TourProvider, text = ENGLISH_TOUR_TEXT): string =>
  fillIn(kind === 'tour' ? text.playTour : text.playVideo, { provider });

/** A link's name for another site: "View virtual tour on tours.example.com". */
export const linkLabel = (kind: TourKind, host: string, text = ENGLISH_TOUR_TEXT): string =>
  fillIn(kind === 'tour' ? text.viewTour : text.watchVideo, { host });

/** The player frame's title: "Virtual tour of Harbor House". */
export const playerTitle = (kind: TourKind, title: string, text = ENGLISH_TOUR_TEXT): string =>
  fillIn(kind === 'tour' ? text.tourOf : text.videoOf, { title });
