// The image CDN's cache of the local server.
import type { IncomingMessage } from 'node:http';
import type { NetlifyDev } from '@netlify/dev';
import { cdnCache } from './cdn-cache.ts';

/** A transformed image as the image CDN answered it. */
interface TransformedImage {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
}

/**
 * A card's AVIF is a few KB and a gallery's 1200 px WebP rarely 100 KB, so this many transformed images stay
 * within a few tens of MB; past it the oldest is dropped and encoded again when asked for.
 */
export const TRANSFORMED_IMAGES_KEPT = 1000;

/**
 * Netlify's CDN keeps each transformed image until the next deploy; @netlify/dev encodes it again on every
 * request (an 800 px AVIF takes over a second of CPU). So the local server keeps them, up to
 * TRANSFORMED_IMAGES_KEPT, for its lifetime, which is the local deploy, and one encode serves concurrent
 * requests for the same URL. Only images that were made are kept; a failure is tried again next time.
 */
export function transformedImages(
  netlify: Pick<NetlifyDev, 'handleAndIntrospectNodeRequest'>,
): (req: IncomingMessage) => Promise<TransformedImage | null> {
  const kept = cdnCache<TransformedImage | null>(TRANSFORMED_IMAGES_KEPT, (image) => image?.status === 200);
  return (req) =>
    kept(req.url ?? '', async () => {
      const headers = new Headers();
      const result = await netlify.handleAndIntrospectNodeRequest(req, {
        headersCollector: (key, value) => headers.set(key, value),
      });
      if (!result) return null;
      result.response.headers.forEach((value, key) => headers.set(key, value));
      return { status: result.response.status, headers, body: await result.response.arrayBuffer() };
    });
}
