import type { Page } from '@playwright/test';
import { MAP_TILE_HOST } from '#src/lib/security.ts';

/** A 1x1 PNG that stands in for every map tile: the tests never reach the internet. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

/** Serves the stub tile for every tile request and refuses anything else that leaves the local server. */
export async function stubTiles(page: Page): Promise<{ tiles: string[]; external: string[] }> {
  const seen = { tiles: [] as string[], external: [] as string[] };
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => {
      const url = route.request().url();
      if (url.startsWith(`${MAP_TILE_HOST}/`)) {
        seen.tiles.push(url);
        return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
      }
      seen.external.push(url);
      return route.abort();
    },
  );
  return seen;
}
