import type { Config } from '@netlify/functions';
import { fetchMedia, mediaPolicy } from '#src/features/mls/media-fetch.server.ts';
import { feedPhotoLookup, servePhoto } from '#src/features/mls/photos.server.ts';
import { readResoSettings } from '#src/features/mls/reso-settings.ts';
import { errorResponse } from '#src/lib/server/http.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default (request: Request): Promise<Response> | Response => {
  const settings = readResoSettings(process.env);
  if (settings === null || 'problems' in settings) return errorResponse(404, 'No such photo.');
  const policy = mediaPolicy(settings);
  return servePhoto(request, {
    findPhoto: feedPhotoLookup(openStore('listings')),
    photos: openStore('listing-photos'),
    fetchMedia: (url) => fetchMedia(url, policy),
  });
};

export const config: Config = { path: '/listing-photos/*' };
