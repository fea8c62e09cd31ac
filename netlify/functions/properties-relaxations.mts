import type { Config, Context } from '@netlify/functions';
import { getRelaxations, listingsDeps } from '#src/features/listings/api.server.ts';
import { relaxationWordsIn } from '#src/features/listings/search-words.ts';

export default (request: Request, context: Context): Promise<Response> =>
  getRelaxations(request, { ...listingsDeps(context), relaxationWords: relaxationWordsIn });

export const config: Config = { path: '/api/properties/relaxations' };
