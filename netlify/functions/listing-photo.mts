import type { Config } from '@netlify/functions';
import { feedSetup } from '#src/features/mls/feed.server.ts';
import { servePhoto } from '#src/features/mls/photos.server.ts';
import { errorResponse } from '#src/lib/server/http.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default (request: Request): Promise<Response> | Response => {
  const feed = feedSetup();
  const fetchMedia = feed.state === 'ready' ? (url: string) => feed.client.media(url) : null;
  if (!fetchMedia) return errorResponse(404, 'No such photo.');
  return servePhoto(request, { feed: openStore('listings'), photos: openStore('listing-photos'), fetchMedia });
};

export const config: Config = { path: '/listing-photos/*' };
