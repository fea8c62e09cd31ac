/**
 * Where a feed photo is served from: a path of the site's own, never the MLS's media host (IDX rules
 * forbid hot-linking). The path carries a stamp of the photo's modification time, so a changed photo gets
 * a new URL and every cached copy of the old one can live for a year.
 */
import { z } from 'zod';

export const PHOTO_PATH_PREFIX = '/listing-photos/';

/** A stamp of the photo's modification time: its digits, or "0" when the feed gives none. */
export function photoStamp(modifiedAt: string | undefined): string {
  const digits = modifiedAt?.replace(/\D/g, '') ?? '';
  return digits === '' ? '0' : digits;
}

/** "/listing-photos/{ListingKey}/{MediaKey}/{stamp}". */
export function photoPath(listingKey: string, mediaKey: string, modifiedAt: string | undefined): string {
  return `${PHOTO_PATH_PREFIX}${encodeURIComponent(listingKey)}/${encodeURIComponent(mediaKey)}/${photoStamp(modifiedAt)}`;
}

const segment = z.string().min(1).max(200);

/** The parts of a photo path, or null for any other path. */
export function readPhotoPath(pathname: string): { listingKey: string; mediaKey: string; stamp: string } | null {
  if (!pathname.startsWith(PHOTO_PATH_PREFIX)) return null;
  const parts = pathname.slice(PHOTO_PATH_PREFIX.length).split('/');
  if (parts.length !== 3) return null;
  try {
    const [listingKey, mediaKey, stamp] = parts.map((part) => decodeURIComponent(part));
    const parsed = z.tuple([segment, segment, z.string().regex(/^\d{1,30}$/)]).safeParse([listingKey, mediaKey, stamp]);
    return parsed.success ? { listingKey: parsed.data[0], mediaKey: parsed.data[1], stamp: parsed.data[2] } : null;
  } catch {
    return null;
  }
}
