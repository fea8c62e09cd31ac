/**
 * Where a feed photo is served from: a path of the site's own, never the MLS's media host (IDX rules
 * forbid hot-linking). The path carries a stamp of the photo's modification time, so a changed photo gets
 * a new URL. Its identifiers must be feed identifiers (src/schemas/rules/feed-identifier.ts), so the path
 * is the same written or read, and no identifier can be read as a path segment.
 */
import { isFeedIdentifier } from '#src/schemas/rules/feed-identifier.ts';
import { PHOTO_PATH_PREFIX } from '#src/lib/paths.ts';

/** A stamp of the photo's modification time: its digits, or "0" when the feed gives none. */
export function photoStamp(modifiedAt: string | undefined): string {
  const digits = modifiedAt?.replace(/\D/g, '') ?? '';
  return digits === '' ? '0' : digits;
}

/**
 * "/listing-photos/{ListingKey}/{MediaKey}/{stamp}". Throws for an identifier outside the pattern, which
 * makes the mapping count the record invalid.
 */
export function photoPath(listingKey: string, mediaKey: string, modifiedAt: string | undefined): string {
  if (!isFeedIdentifier(listingKey)) throw new Error('The ListingKey is not a feed identifier.');
  if (!isFeedIdentifier(mediaKey)) throw new Error('A MediaKey is not a feed identifier.');
  return `${PHOTO_PATH_PREFIX}${listingKey}/${mediaKey}/${photoStamp(modifiedAt)}`;
}

/** The parts of a photo path, or null for any other path (an identifier outside the pattern included). */
export function readPhotoPath(pathname: string): { listingKey: string; mediaKey: string; stamp: string } | null {
  if (!pathname.startsWith(PHOTO_PATH_PREFIX)) return null;
  const [listingKey, mediaKey, stamp, ...rest] = pathname.slice(PHOTO_PATH_PREFIX.length).split('/');
  if (rest.length > 0 || !isFeedIdentifier(listingKey) || !isFeedIdentifier(mediaKey)) return null;
  if (stamp === undefined || !/^\d{1,30}$/.test(stamp)) return null;
  return { listingKey, mediaKey, stamp };
}
