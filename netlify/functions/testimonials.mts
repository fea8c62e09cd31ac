import type { Config } from '@netlify/functions';
import { listTestimonials } from '#src/features/team/api.server.ts';

export default (request: Request): Response => listTestimonials(request);

export const config: Config = { path: '/api/testimonials' };
