/**
 * Which raster formats a feed photo may be, told by its first bytes (never by the Content-Type the host
 * sends), and what the site serves each one as once sharp has re-encoded it (src/features/mls/photo-image.server.ts).
 * Pure.
 */

export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

/** What a copy is served as: the same family, except a GIF, whose first frame becomes a PNG. */
export type PhotoOutput = 'jpeg' | 'png' | 'webp' | 'avif';

export const OUTPUT_OF: Readonly<Record<RasterFormat, PhotoOutput>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'png',
};

export const PHOTO_TYPES: Readonly<Record<PhotoOutput, { contentType: string; extension: string }>> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  avif: { contentType: 'image/avif', extension: 'avif' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/** An ISO-BMFF file whose `ftyp` box names AVIF as its major or a compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize >>> 0, bytes.length, 256);
  // The major brand at 8, the minor version at 12, then the compatible brands.
  for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4) {
    const brand = ascii(bytes, offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** The raster format the bytes begin as, or null (SVG, HTML, text, PDF, anything else). */
export function rasterFormatOf(bytes: Uint8Array): RasterFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return isAvif(bytes) ? 'avif' : null;
}
