import { telHref } from '#src/lib/format.ts';
import { advisorPath } from '#src/lib/paths.ts';
import type { Advisor } from '#src/schemas/team.ts';

/** The listing advisor: photo (or a placeholder), name, title, phone and a link to the profile. */
export function AdvisorCard({ advisor }: { advisor: Advisor }) {
  return (
    <section
      aria-labelledby="advisor-heading"
      className="border border-black/10 bg-white p-6 shadow-sm"
      data-advisor-card={advisor.id}
    >
      <p className="eyebrow">Listing Advisor</p>
      <div className="mt-4 flex items-center gap-4">
        {advisor.image ? (
          <img
            src={advisor.image}
            alt=""
            width={160}
            height={160}
            loading="lazy"
            className="size-20 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-sand text-stone"
            aria-hidden="true"
          >
            <svg width="36" height="36" viewBox="0 0 24 24" fill="currentColor">
              <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
            </svg>
          </span>
        )}
        <div>
          <h2 id="advisor-heading" className="text-xl">
            {advisor.name}
          </h2>
          <p className="text-sm text-stone">{advisor.title}</p>
          <a
            href={telHref(advisor.phone)}
            className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-bronze underline-offset-4 hover:underline"
          >
            {advisor.phone}
          </a>
        </div>
      </div>
      <a href={advisorPath(advisor.slug)} className="btn-outline mt-6 w-full print:hidden">
        View Advisor Profile
      </a>
    </section>
  );
}
