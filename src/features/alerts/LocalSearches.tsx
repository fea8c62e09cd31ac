import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { ALERT_FREQUENCY_LABELS } from '#src/schemas/saved-search-fields.ts';
import { SAVED_SEARCHES_API_PATH } from '#src/lib/paths.ts';
import { localSearchHref, type LocalSearch } from './local-searches.ts';
import { $localSearches, forgetSearch } from './local-searches-store.ts';

const none = (): LocalSearch[] => [];

/**
 * Sends a waiting search's confirmation e-mail again: the save it came from, posted again as a form (the
 * server sends it again at most hourly, and answers with the check-your-inbox page). The consent was given
 * when it was saved.
 */
function ResendConfirmation({ search, email }: { search: LocalSearch; email: string }) {
  return (
    <form method="post" action={SAVED_SEARCHES_API_PATH} className="basis-full" data-resend-confirmation>
      <p className="text-sm">
        <strong className="font-semibold">Waiting for your confirmation.</strong> Alerts start once you open the link we
        e-mailed to {email}. Confirmed on another device? Open the link in this browser too.
      </p>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="frequency" value={search.frequency} />
      <input type="hidden" name="search" value={search.query} />
      <input type="hidden" name="consent" value="on" />
      <button type="submit" className="btn-outline mt-3">
        Send the e-mail again<span className="sr-only"> for {search.name}</span>
      </button>
    </form>
  );
}

/**
 * /saved: the searches saved from this browser, each linking to its results, saying whether it still waits
 * for its confirmation, with a way to forget it here (its e-mail alerts are managed from the link in every
 * alert e-mail).
 */
export function LocalSearches({ hydrated }: { hydrated: boolean }) {
  const searches = useStore($localSearches, { ssr: none });
  const heading = useRef<HTMLHeadingElement>(null);
  const count = useRef(searches.length);
  // When the focused entry is forgotten, focus goes to the heading.
  useEffect(() => {
    if (searches.length < count.current && document.activeElement === document.body) heading.current?.focus();
    count.current = searches.length;
  }, [searches.length]);
  if (!hydrated || searches.length === 0) return null;
  return (
    <section aria-labelledby="searches-heading" className="py-10" data-saved-section="searches">
      <h2 id="searches-heading" ref={heading} tabIndex={-1} className="text-3xl outline-none">
        Saved Searches
      </h2>
      <p className="mt-3 text-stone">
        Saved from this browser. To change or stop their e-mails, use “Manage your alerts” in any alert e-mail.
      </p>
      <ul className="mt-6 grid gap-4">
        {searches.map((search) => (
          <li
            key={search.query}
            className="flex flex-wrap items-center justify-between gap-4 border border-black/10 bg-white p-5"
            data-local-search={search.query}
          >
            <div>
              <a href={localSearchHref(search)} className="text-lg underline underline-offset-4">
                {search.name}
              </a>
              <p className="mt-1 text-sm text-stone">
                {ALERT_FREQUENCY_LABELS[search.frequency]} alerts · saved{' '}
                {new Date(search.savedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              </p>
            </div>
            <button type="button" className="btn-outline" onClick={() => forgetSearch(search.query)}>
              Forget <span className="sr-only">{search.name} </span>on this device
            </button>
            {search.confirmationTo && <ResendConfirmation search={search} email={search.confirmationTo} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
