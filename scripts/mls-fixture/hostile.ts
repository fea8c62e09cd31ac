// The hostile records the fixture serves on demand (`npm run mls:fixture -- --hostile`, or `hostile: true`
// in a test): each one a failure an MLS has sent or could send, which the site must survive (README, Listings
// from the MLS: an untrusted witness). Their files are served under /media/hostile/.
import type { ServerResponse } from 'node:http';
import { makeListing, mediaOf, type InventoryOptions, type ResoMedia, type ResoRecord } from './inventory.ts';

/** The ListingKeys of the hostile records, by what each tries. */
export const HOSTILE_KEYS = {
  /** A key path up out of the photo store, with a MediaKey that names the sync's state. */
  dotSegment: '%2E%2E',
  /** Keys that name Object's own members. */
  constructor: 'constructor',
  toString: 'toString',
  proto: '__proto__',
  /** Stamped in 2099: it would hold the incremental sync's mark for good. */
  future: 'HOSTILE-FUTURE',
  /** A "photo" that is an SVG with a script. */
  svg: 'HOSTILE-SVG',
  /** A photo that never ends. */
  endless: 'HOSTILE-ENDLESS',
  /** A photo on a host that is not the MLS's. */
  foreign: 'HOSTILE-FOREIGN',
  /** `$&` and its kin in the title. */
  replacement: 'HOSTILE-DOLLAR',
  /** The address withheld, and the remarks naming it. */
  withheld: 'HOSTILE-WITHHELD',
  /** No IDX flags sent at all. */
  noIdxFlags: 'HOSTILE-NO-IDX-FLAGS',
  /** A tour and videos whose addresses run script or are no https: javascript:, data:, http:. */
  tourScheme: 'HOSTILE-TOUR-SCHEME',
  /** A tour on a host no player knows, its address full of markup, and a "YouTube" video whose id is a path. */
  tourUnknown: 'HOSTILE-TOUR-UNKNOWN',
  /** Only branded tours, which IDX forbids. */
  tourBranded: 'HOSTILE-TOUR-BRANDED',
} as const;

export const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/admin")</script></svg>';
/** The street the withheld record's remarks name. */
export const WITHHELD_STREET = '45 Hidden Cove Road';
export const FOREIGN_MEDIA_URL = 'https://media.evil.example/photo.jpg';
/** The tour the tourUnknown record names: shown as a plain link, its markup escaped. */
export const UNKNOWN_TOUR_URL = 'https://tours.evil.example/"><script>alert(1)</script>?q=<img/src=x/onerror=alert(1)>';
/** A "YouTube" address whose id climbs out of /embed/: a link at most, never a frame. */
export const BAD_YOUTUBE_URL = 'https://www.youtube.com/embed/..%2F..%2Fevil';
const BRANDED_TOUR_URL = 'https://branded.evil.example/agent-jane-doe';

/** A media record that names a page (a tour, a video) rather than a file. */
function linkMedia(listingKey: string, mediaKey: string, category: string, url: string): ResoMedia {
  return {
    MediaKey: mediaKey,
    ResourceRecordKey: listingKey,
    ResourceName: 'Property',
    MediaCategory: category,
    Order: 9,
    MediaURL: url,
    MediaModificationTimestamp: '2026-01-01T00:00:00Z',
  };
}

/** One photo at `url` for `listingKey`. */
function photo(listingKey: string, mediaKey: string, url: string, modifiedAt: string): ResoMedia {
  return {
    MediaKey: mediaKey,
    ResourceRecordKey: listingKey,
    ResourceName: 'Property',
    MediaCategory: 'Photo',
    MediaType: 'Jpeg',
    Order: 1,
    MediaURL: url,
    MediaModificationTimestamp: modifiedAt,
  };
}

/**
 * A regular listing (number `index`) under another key, its media files renamed with it, for sale and shown;
 * without a tour or a video, which the hostile records set themselves.
 */
function relabelled(index: number, listingKey: string, options: InventoryOptions, modifiedAt: Date): ResoRecord {
  const {
    VirtualTourURLUnbranded: _tour,
    VirtualTourURLBranded: _branded,
    ...record
  } = makeListing(index, options, modifiedAt);
  const files = mediaOf(record).filter((item) => item.MediaURL.startsWith(`${options.mediaOrigin}/media/`));
  const media = files.map((item, position) => ({
    ...item,
    MediaKey: `${listingKey}-M${position + 1}`,
    ResourceRecordKey: listingKey,
    MediaURL: item.MediaURL.replace(/\/media\/[^/]+\//, () => `/media/${listingKey}/`),
  }));
  return {
    ...record,
    ListingKey: listingKey,
    StandardStatus: 'Active',
    PropertyType: 'Residential',
    PropertySubType: 'SingleFamilyResidence',
    ListPrice: 1_250_000,
    InternetAddressDisplayYN: true,
    Media: media,
  };
}

/** The hostile records, numbered from `firstIndex` so that they share nothing with the regular ones. */
export function hostileListings(firstIndex: number, options: InventoryOptions): ResoRecord[] {
  const at = options.now();
  const stamp = at.toISOString();
  const hostileMedia = (name: string) => `${options.mediaOrigin}/media/hostile/${name}`;
  const keys = Object.values(HOSTILE_KEYS);
  const records = keys.map((key, offset) => relabelled(firstIndex + offset, key, options, at));
  const byKey = new Map(records.map((record) => [record['ListingKey'] as string, record]));
  const change = (key: string, fields: Readonly<Record<string, ResoRecord[string]>>) => {
    const record = byKey.get(key);
    if (record) Object.assign(record, fields);
  };
  const { dotSegment, future, svg, endless, foreign, replacement, withheld, noIdxFlags } = HOSTILE_KEYS;
  const { tourScheme, tourUnknown, tourBranded } = HOSTILE_KEYS;
  change(dotSegment, { Media: [photo(dotSegment, 'site:listings/mls/state', hostileMedia('dot.jpg'), stamp)] });
  change(future, { ModificationTimestamp: '2099-01-01T00:00:00Z' });
  change(svg, { Media: [photo(svg, `${svg}-M1`, hostileMedia('evil.svg'), stamp)] });
  change(endless, { Media: [photo(endless, `${endless}-M1`, hostileMedia('endless.jpg'), stamp)] });
  change(foreign, { Media: [photo(foreign, `${foreign}-M1`, FOREIGN_MEDIA_URL, stamp)] });
  change(replacement, { UnparsedAddress: "7 Ocean Drive $& $' $`, Newport, RI 02840" });
  change(withheld, {
    InternetAddressDisplayYN: false,
    UnparsedAddress: `${WITHHELD_STREET}, Newport, RI 02840`,
    StreetNumber: '45',
    StreetName: 'Hidden Cove',
    PublicRemarks: `Welcome to ${WITHHELD_STREET}, a shingle-style home with long views across the bay and a deep-water dock.`,
  });
  const withMedia = (key: string, ...added: ResoMedia[]) => [...mediaOf(byKey.get(key)), ...added];
  change(tourScheme, {
    VirtualTourURLUnbranded: 'javascript:alert(document.cookie)',
    Media: withMedia(
      tourScheme,
      linkMedia(tourScheme, `${tourScheme}-V1`, 'Video', 'data:text/html,<script>alert(1)</script>'),
      linkMedia(tourScheme, `${tourScheme}-V2`, 'Video', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ'),
      linkMedia(tourScheme, `${tourScheme}-T1`, 'Unbranded Virtual Tour', ' JAVASCRIPT:alert(1)'),
    ),
  });
  change(tourUnknown, {
    VirtualTourURLUnbranded: UNKNOWN_TOUR_URL,
    Media: withMedia(tourUnknown, linkMedia(tourUnknown, `${tourUnknown}-V1`, 'Video', BAD_YOUTUBE_URL)),
  });
  change(tourBranded, {
    VirtualTourURLBranded: BRANDED_TOUR_URL,
    Media: withMedia(
      tourBranded,
      linkMedia(tourBranded, `${tourBranded}-T1`, 'Branded Virtual Tour', BRANDED_TOUR_URL),
    ),
  });
  const withoutFlags = byKey.get(noIdxFlags);
  if (withoutFlags) {
    withoutFlags['IDXParticipationYN'] = null;
    Reflect.deleteProperty(withoutFlags, 'InternetEntireListingDisplayYN');
  }
  return records;
}

/** An answer that never ends: a JPEG's first bytes, then zeros for as long as the client reads. */
function serveEndless(response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'image/jpeg' });
  const chunk = Buffer.alloc(64 * 1024);
  response.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  let open = true;
  response.on('close', () => {
    open = false;
  });
  const pump = (): void => {
    while (open && response.write(chunk));
    if (open) response.once('drain', pump);
  };
  pump();
}

/** Serves /media/hostile/{name}; false for any other name. */
export function serveHostileMedia(name: string, response: ServerResponse): boolean {
  if (name === 'endless.jpg') {
    serveEndless(response);
    return true;
  }
  if (name === 'evil.svg') {
    response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
    response.end(HOSTILE_SVG);
    return true;
  }
  return false;
}
