import { telHref } from '#src/lib/format.ts';
import { advisorPath } from '#src/lib/paths.ts';
import { monogram } from '#src/lib/monogram.ts';
import { contactPhone, type ListingContact } from '#src/features/team/contact-card.ts';
import { ENGLISH_LISTING_TEXT, type ListingText } from './listing-text.ts';

/**
 * Who answers about the listing, beside its inquiry form: the listing's advisor or the advisor of its town
 * (photo or monogram, name, title, phone and their profile), or the office (name, phone and the contact page).
 */
export function AdvisorCard({
  advisor: contact,
  text = ENGLISH_LISTING_TEXT,
}: {
  advisor: ListingContact;
  text?: ListingText | undefined;
}) {
  const advisor = contact.kind === 'office' ? null : contact.advisor;
  const name = contact.kind === 'office' ? contact.name : contact.advisor.name;
  const phone = contactPhone(contact);
  return (
    <section
      aria-labelledby="advisor-heading"
      className="border border-black/10 bg-white p-6 shadow-sm"
      data-contact={contact.kind}
      data-advisor-card={advisor?.id}
    >
      <p className="eyebrow">{contact.eyebrow}</p>
      <div className="mt-4 flex items-center gap-4">
        {advisor?.image ? (
          <img
            src={advisor.image}
            alt=""
            width={160}
            height={160}
            loading="lazy"
            className="size-20 shrink-0 rounded-full object-cover"
          />
        ) : (
          advisor && (
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
          )
        )}
        <div>
          <h2 id="advisor-heading" className="text-xl">
            {name}
          </h2>
          {advisor && <p className="text-sm text-stone">{advisor.title}</p>}
          <a
            href={telHref(phone)}
            className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-bronze underline-offset-4 hover:underline"
          >
            {phone}
          </a>
        </div>
      </div>
      <a href={advisor ? advisorPath(advisor.slug) : '/contact'} className="btn-outline mt-6 w-full print:hidden">
        {advisor ? text.advisorCard.profile : text.advisorCard.contactUs}
      </a>
    </section>
  );
}
