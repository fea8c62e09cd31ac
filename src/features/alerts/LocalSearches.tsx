import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '#src/schemas/saved-search-fields.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { SAVED_SEARCHES_API_PATH } from '#src/lib/paths.ts';
import { intlLocale } from '#src/lib/format.ts';
import { localSearchHref, type LocalSearch } from './local-searches.ts';
import { $localSearches, forgetSearch } from './local-searches-store.ts';
import { SAVE_LANGUAGE_FIELD } from './alert-pages.ts';

/** The list's words in the page's language (English's own unless given; the catalogue's from the server). */
export interface LocalSearchesText {
  locale: Locale;
  heading: string;
  lead: string;
  frequencies: Readonly<Record<AlertFrequency, string>>;
  /** With "{frequency}" and "{date}". */
  saved: string;
  /** With "{name}", which only screen readers hear. */
  forget: string;
  waiting: string;
  /** With "{email}". */
  waitingText: string;
  resend: string;
  /** With "{name}": after `resend`, for screen readers. */
  resendFor: string;
}

export const ENGLISH_LOCAL_SEARCHES_TEXT: LocalSearchesText = {
  locale: DEFAULT_LOCALE,
  heading: 'Saved Searches',
  lead: 'Saved from this browser. To change or stop their e-mails, use “Manage your alerts” in any alert e-mail.',
  frequencies: ALERT_FREQUENCY_LABELS,
  saved: '{frequency} alerts · saved {date}',
  forget: 'Forget {name} on this device',
  waiting: 'Waiting for your confirmation.',
  waitingText:
    'Alerts start once you open the link we e-mailed to {email}. Confirmed on another device? Open the link in this browser too.',
  resend: 'Send the e-mail again',
  resendFor: 'for {name}',
};

const none = (): LocalSearch[] => [];
/** A template's "{name}" filled in (a value's own "$" stays as it is). */
const fill = (template: string, name: string, value: string) => template.replace(`{${name}}`, () => value);

/**
 * Sends a waiting search's confirmation e-mail again: the save it came from, posted again as a form (the
 * server sends it again at most hourly, and answers with the check-your-inbox page), in the language it was
 * saved in. The consent was given when it was saved.
 */
function ResendConfirmation({ search, email, text }: { search: LocalSearch; email: string; text: LocalSearchesText }) {
  return (
    <form method="post" action={SAVED_SEARCHES_API_PATH} className="basis-full" data-resend-confirmation>
      <p className="text-sm">
        <strong className="font-semibold">{text.waiting}</strong> {fill(text.waitingText, 'email', email)}
      </p>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="frequency" value={search.frequency} />
      <input type="hidden" name="search" value={search.query} />
      <input type="hidden" name="consent" value="on" />
      {search.locale && <input type="hidden" name={SAVE_LANGUAGE_FIELD} value={search.locale} />}
      <button type="submit" className="btn-outline mt-3">
        {text.resend}
        <span className="sr-only"> {fill(text.resendFor, 'name', search.name)}</span>
      </button>
    </form>
  );
}

/**
 * /saved: the searches saved from this browser, each linking to its results, saying whether it still waits
 * for its confirmation, with a way to forget it here (its e-mail alerts are managed from the link in every
 * alert e-mail).
 */
export function LocalSearches({
  hydrated,
  text = ENGLISH_LOCAL_SEARCHES_TEXT,
}: {
  hydrated: boolean;
  text?: LocalSearchesText | undefined;
}) {
  const searches = useStore($localSearches, { ssr: none });
  const heading = useRef<HTMLHeadingElement>(null);
  const count = useRef(searches.length);
  // When the focused entry is forgotten, focus goes to the heading.
  useEffect(() => {
    if (searches.length < count.current && document.activeElement === document.body) heading.current?.focus();
    count.current = searches.length;
  }, [searches.length]);
  if (!hydrated || searches.length === 0) return null;
  const dates = new Intl.DateTimeFormat(intlLocale(text.locale), { dateStyle: 'medium' });
  // "Forget", the search's name for screen readers (with its space), and "on this device".
  const [forgetBefore = '', forgetAfter = ''] = text.forget.split('{name}');
  return (
    <section aria-labelledby="searches-heading" className="py-10" data-saved-section="searches">
      <h2 id="searches-heading" ref={heading} tabIndex={-1} className="text-3xl outline-none">
        {text.heading}
      </h2>
      <p className="mt-3 text-stone">{text.lead}</p>
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
                {fill(
                  fill(text.saved, 'frequency', text.frequencies[search.frequency]),
                  'date',
                  dates.format(new Date(search.savedAt)),
                )}
              </p>
            </div>
            <button type="button" className="btn-outline" onClick={() => forgetSearch(search.query)}>
              {forgetBefore}
              <span className="sr-only">{search.name} </span>
              {forgetAfter.trimStart()}
            </button>
            {search.confirmationTo && <ResendConfirmation search={search} email={search.confirmationTo} text={text} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
