// The files behind the fixture's MediaURLs: a small real image per photo or floor plan (a colour field
// drawn from the MediaKey, encoded once with sharp and kept), and a one-page PDF for a document.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export interface MediaFile {
  body: Buffer;
  contentType: string;
}

const cache = new Map<string, Promise<MediaFile>>();

// The smallest well-formed PDF a viewer opens: one empty page.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function render(mediaKey: string, extension: string): Promise<MediaFile> {
  if (extension === 'pdf') return { body: PDF, contentType: 'application/pdf' };
  const [r = 0, g = 0, b = 0, accent = 0] = createHash('sha256').update(mediaKey).digest();
  // Two bands of colour, so a copy that lost its bytes or its scaling shows.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64">` +
    `<rect width="96" height="64" fill="rgb(${r},${g},${b})"/>` +
    `<rect y="${20 + (accent % 24)}" width="96" height="20" fill="rgb(${255 - r},${255 - g},${255 - b})"/></svg>`;
  const image = sharp(Buffer.from(svg));
  if (extension === 'png') return { body: await image.png().toBuffer(), contentType: 'image/png' };
  return { body: await image.jpeg({ quality: 70 }).toBuffer(), contentType: 'image/jpeg' };
}

/** The file for one media record, the same bytes every time for the same MediaKey. */
export function mediaFile(mediaKey: string, extension: string): Promise<MediaFile> {
  const key = `${mediaKey}.${extension}`;
  let file = cache.get(key);
  if (file === undefined) {
    file = render(mediaKey, extension);
    cache.set(key, file);
  }
  return file;
}
