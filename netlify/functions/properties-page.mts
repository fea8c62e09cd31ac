import type { Context } from '@netlify/functions';
import { listingsDeps } from '#src/features/listings/api.server.ts';
import { renderSearchPage } from '#src/features/listings/search-page.server.ts';

// No path: netlify.toml rewrites /properties?location=&type=&price=&beds= (a submitted form) to it.
export default (request: Request, context: Context): Promise<Response> =>
  renderSearchPage(request, listingsDeps(context));
