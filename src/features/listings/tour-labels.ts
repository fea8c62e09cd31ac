/**
 * The words of a listing's tour and video section. Apart from tours.ts, so that the island carries these and
 * none of the reading of addresses, which the page's renderer does.
 */
import type { TourKind, TourProvider } from './tours.ts';

/** The section's heading: "Virtual Tour & Video", or the one the listing has. */
export function toursHeading(kinds: readonly TourKind[]): string {
  if (kinds.includes('tour') && kinds.includes('video')) return 'Virtual Tour & Video';
  return kinds.includes('tour') ? 'Virtual Tour' : 'Video';
}

/** The poster's name: "Play virtual tour on Matterport". */
export const playLabel = (kind: TourKind, provider: TourProvider): string =>
  `${kind === 'tour' ? 'Play virtual tour' : 'Play video'} on ${provider}`;

/** A link's name for another site: "View virtual tour on tours.example.com". */
export const linkLabel = (kind: TourKind, host: string): string =>
  `${kind === 'tour' ? 'View virtual tour' : 'Watch video'} on ${host}`;

/** The player frame's title: "Virtual tour of Harbor House". */
export const playerTitle = (kind: TourKind, title: string): string =>
  `${kind === 'tour' ? 'Virtual tour' : 'Video'} of ${title}`;
