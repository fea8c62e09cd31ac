import { telHref } from '#src/lib/format.ts';
import { advisorPath } from '#src/lib/paths.ts';
import { monogram } from '#src/lib/monogram.ts';
import type { Advisor } from '#src/schemas/team.ts';

/** The listing advisor: photo (or their monogram), name, title, phone and a link to the profile. */
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
          <span className="block size-20 shrink-0 rounded-full bg-sand text-bronze" aria-hidden="true" data-monogram>
            <svg viewBox="0 0 100 100" width={80} height={80} className="size-full">
              <text
                x="50"
                y="50"
                textAnchor="middle"
                dominantBaseline="central"
                fill="currentColor"
                fontSize="38"
                className="font-display"
              >
                {monogram(advisor.name)}
              </text>
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
