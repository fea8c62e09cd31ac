/**
 * A feed photo made safe to serve from the site's origin: only a raster photo (JPEG, PNG, WebP, AVIF or
 * GIF by its first bytes), decoded and encoded again by sharp, so nothing of the original file but its
 * pixels reaches a visitor: no script (an SVG is refused before any decoder sees it), no EXIF, no GPS.
 */
import sharp, { type Sharp } from 'sharp';
import { OUTPUT_OF, PHOTO_TYPES, rasterFormatOf, type PhotoOutput, type RasterFormat } from './photo-format.ts';

/** A photo that is not one: not a raster image, or one sharp cannot decode. */
export class PhotoRefusedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PhotoRefusedError';
  }
}

/** 50 megapixels, twice a full-frame camera's: a small file that decodes to more is a decompression bomb. */
const MAX_PIXELS = 50_000_000;

/** sharp's name for each accepted format, as its metadata reports it (AVIF is HEIF with AV1 inside). */
const SHARP_FORMAT: Readonly<Record<RasterFormat, string>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
  gif: 'gif',
};

export interface ReencodedPhoto {
  bytes: Buffer;
  output: PhotoOutput;
  contentType: string;
}

function encode(image: Sharp, output: PhotoOutput): Sharp {
  if (output === 'jpeg') return image.jpeg({ quality: 90 });
  if (output === 'png') return image.png();
  if (output === 'webp') return image.webp({ quality: 90 });
  return image.avif({ quality: 70, effort: 2 });
}

/**
 * The photo re-encoded in its own format family (a GIF's first frame as a PNG: listing photos are never
 * animations), turned upright as its EXIF orientation said, in sRGB, without metadata.
 */
export async function reencodePhoto(original: Uint8Array): Promise<ReencodedPhoto> {
  const format = rasterFormatOf(original);
  if (format === null) throw new PhotoRefusedError('Not a JPEG, PNG, WebP, AVIF or GIF image.');
  const output = OUTPUT_OF[format];
  try {
    const image = sharp(original, { limitInputPixels: MAX_PIXELS });
    const { format: decoded } = await image.metadata();
    if (decoded !== SHARP_FORMAT[format]) throw new Error(`Decoded as ${decoded}, not ${format}.`);
    // sharp keeps no metadata unless asked; rotate() applies the orientation that goes with it.
    const bytes = await encode(image.rotate(), output).toBuffer();
    return { bytes, output, contentType: PHOTO_TYPES[output].contentType };
  } catch (error) {
    throw new PhotoRefusedError(`The ${format} image could not be re-encoded.`, { cause: error });
  }
}
