import type { Context } from '@netlify/functions';
import { listingsDeps } from '../../src/lib/server/properties-api.ts';
import { renderSearchPage } from '../../src/lib/server/search-page.ts';

// No path: netlify.toml rewrites /properties?location=&type=&price=&beds= (a submitted form) to it.
export default (request: Request, context: Context): Promise<Response> =>
  renderSearchPage(request, listingsDeps(context));
