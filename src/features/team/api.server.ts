/** The cores of GET /api/advisors, /api/advisors/{id} and /api/testimonials, served from data/ files. */
import testimonials from '#data/testimonials.json' with { type: 'json' };
import { positiveIntParam } from '#src/schemas/params.ts';
import { advisorApiIdSegment } from '#src/lib/paths.ts';
import { toAdvisor, type Advisor } from '#src/schemas/team.ts';
import { testimonialsSchema, type Testimonial } from '#src/schemas/testimonial.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { errorResponse, guardMethod, json } from '#src/lib/server/http.ts';
import { teamMembers } from './team-data.server.ts';

let advisors: Advisor[] | undefined;
let reviews: Testimonial[] | undefined;

/** The people with role "advisor", in the order of data/team/team.en.json (validated once per instance). */
export function allAdvisors(): Advisor[] {
  return (advisors ??= teamMembers()
    .filter((member) => member.role === 'advisor')
    .map(toAdvisor));
}

export function allTestimonials(): Testimonial[] {
  return (reviews ??= testimonialsSchema.parse(testimonials));
}

const HOUR = 3600;

export function listAdvisors(request: Request): Response {
  return guardMethod(request, ['GET']) ?? json(allAdvisors(), 200, cdnCacheHeaders([CACHE_TAGS.team], HOUR));
}

export function getAdvisor(request: Request): Response {
  const refused = guardMethod(request, ['GET']);
  if (refused) return refused;
  const id = positiveIntParam.safeParse(advisorApiIdSegment(new URL(request.url).pathname) ?? '');
  if (!id.success)
    return errorResponse(400, 'Invalid field: id: The advisor id must be a positive integer', {
      fields: { id: 'The advisor id must be a positive integer' },
    });
  const advisor = allAdvisors().find((candidate) => candidate.id === id.data);
  const headers = cdnCacheHeaders([CACHE_TAGS.team], HOUR);
  return advisor ? json(advisor, 200, headers) : errorResponse(404, `No advisor has the id ${id.data}.`, { headers });
}

export function listTestimonials(request: Request): Response {
  return (
    guardMethod(request, ['GET']) ?? json(allTestimonials(), 200, cdnCacheHeaders([CACHE_TAGS.testimonials], HOUR))
  );
}
