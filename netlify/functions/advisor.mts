import type { Config } from '@netlify/functions';
import { getAdvisor } from '#src/features/team/api.server.ts';

export default (request: Request): Response => getAdvisor(request);

export const config: Config = { path: '/api/advisors/:id' };
