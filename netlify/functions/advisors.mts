import type { Config } from '@netlify/functions';
import { listAdvisors } from '#src/features/team/api.server.ts';

export default (request: Request): Response => listAdvisors(request);

export const config: Config = { path: '/api/advisors' };
