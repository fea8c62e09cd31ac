import type { Config } from '@netlify/functions';
import { showingPageDeps } from '#src/features/showings/showing-deps.server.ts';
import { handleRequestedPage } from '#src/features/showings/requested-page.server.ts';

// Where a showing request sent without JavaScript lands: the page naming the requested slot, in the language of
// the page it was sent from.
export default (request: Request): Promise<Response> => handleRequestedPage(request, showingPageDeps());

export const config: Config = {
  path: ['/showings/requested', '/es/showings/requested', '/pt/showings/requested', '/fr/showings/requested'],
};
