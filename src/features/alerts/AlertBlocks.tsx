/**
 * The content of the pages the alert functions render into the /alerts page's region: plain HTML forms
 * that work without JavaScript. Rendered on the server only (renderToStaticMarkup).
 */
import { Honeypot, staticBinding } from '#src/lib/forms/fields.tsx';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import { ALERT_PAGES, SAVED_SEARCHES_API_PATH, UNSUBSCRIBE_API_PATH } from '#src/lib/paths.ts';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from '#src/schemas/saved-search-fields.ts';
import type { SavedSearchState } from '#src/schemas/saved-search.ts';
import { SAVE_SEARCH_DEFAULTS, SaveSearchFields, type SaveSearchField } from './SaveSearchFields.tsx';

export interface PageLink {
  href: string;
  label: string;
}

/** A page's heading, its text and the ways on; `alert` marks a refusal (a bad or expired link). */
export function AlertNotice({
  title,
  text,
  links = [],
  alert = false,
  confirmedSearch,
}: {
  title: string;
  text: readonly string[];
  links?: readonly PageLink[];
  alert?: boolean;
  /** The query of a search just confirmed: this browser's /saved stops saying it waits (chrome script). */
  confirmedSearch?: string | undefined;
}) {
  return (
    <div className="max-w-2xl" data-alert-notice={alert ? 'problem' : 'ok'} data-confirmed-search={confirmedSearch}>
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      {text.map((paragraph) => (
        <p key={paragraph} className="mt-6 text-lg text-stone">
          {paragraph}
        </p>
      ))}
      {links.length > 0 && (
        <div className="mt-10 flex flex-wrap gap-4">
          {links.map((link, index) => (
            <a key={link.href} href={link.href} className={index === 0 ? 'btn-primary' : 'btn-outline'}>
              {link.label}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}

const SUMMARY_ID = 'save-search-problem';

/** "Save this search" without JavaScript: the dialog's fields, posted form-encoded to the API. */
export function StaticSaveSearchForm({
  name,
  query,
  values = SAVE_SEARCH_DEFAULTS,
  errors = {},
  problem,
}: {
  name: string;
  query: string;
  values?: Readonly<Partial<Record<SaveSearchField, string | boolean>>>;
  errors?: Readonly<Record<string, string>>;
  problem?: string | undefined;
}) {
  const bind = staticBinding<SaveSearchField>('save-search', values, errors);
  const messages = Object.entries(errors);
  return (
    <div className="grid max-w-2xl gap-8">
      <div>
        <h1 className="text-4xl sm:text-5xl">Save this search</h1>
        <p className="mt-6 text-lg text-stone">
          Get an e-mail when a home matching “{name}” comes on the market, drops in price or changes status.
        </p>
      </div>
      {(messages.length > 0 || problem) && (
        <div
          id={SUMMARY_ID}
          tabIndex={-1}
          autoFocus
          className="border-2 border-red-700 bg-white p-6 outline-none focus-visible:ring-2 focus-visible:ring-bronze"
          data-form-problem
        >
          <h2 className="text-2xl">Your search was not saved</h2>
          {problem && <p className="mt-3 text-stone">{problem}</p>}
          {messages.length > 0 && (
            <ul className="mt-4 list-disc space-y-2 pl-5">
              {messages.map(([field, message]) => (
                <li key={field}>
                  <a
                    href={field === 'search' ? '#main' : `#${bind.fieldId(field as SaveSearchField)}`}
                    className="inline-flex min-h-6 items-center font-medium text-red-700 underline underline-offset-4"
                  >
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form method="post" action={SAVED_SEARCHES_API_PATH} noValidate className="relative grid gap-6">
        <SaveSearchFields bind={bind} />
        <input type="hidden" name="search" value={query} />
        <Honeypot name={HONEYPOT_FIELD} />
        <div className="flex flex-wrap gap-4">
          <button type="submit" className="btn-primary">
            Save search
          </button>
          <a href={`/properties${query ? `?${query}` : ''}`} className="btn-outline">
            Back to the search
          </a>
        </div>
      </form>
    </div>
  );
}

/** One search as the manage page lists it. */
export interface ManagedSearch {
  id: string;
  name: string;
  href: string;
  frequency: AlertFrequency;
  state: SavedSearchState;
}

const STATE_LABELS: Record<SavedSearchState, string> = {
  pending: 'Waiting for your confirmation',
  active: 'On',
  paused: 'Paused',
};

/** The manage page: every search of the address, each with plain forms posting back to this page. */
export function ManageBlock({
  token,
  masked,
  searches,
  notice,
}: {
  token: string;
  masked: string;
  searches: readonly ManagedSearch[];
  notice: string | null;
}) {
  const action = `${ALERT_PAGES.manage}?token=${encodeURIComponent(token)}`;
  return (
    <div className="grid max-w-3xl gap-10">
      <div>
        <h1 className="text-4xl sm:text-5xl">Manage your alerts</h1>
        <p className="mt-6 text-lg text-stone">The searches saved for {masked}.</p>
      </div>
      {notice && (
        <p
          role="status"
          tabIndex={-1}
          autoFocus
          className="border-l-4 border-ink bg-sand px-5 py-4 outline-none"
          data-manage-notice
        >
          {notice}
        </p>
      )}
      {searches.length === 0 ? (
        <p className="text-lg">
          No saved searches.{' '}
          <a href="/properties" className="underline underline-offset-4">
            Browse properties
          </a>{' '}
          to save one.
        </p>
      ) : (
        <ul className="grid gap-6">
          {searches.map((search) => (
            <li key={search.id} className="border border-black/15 bg-white p-6" data-managed-search={search.id}>
              <h2 className="text-2xl">
                <a href={search.href} className="underline underline-offset-4">
                  {search.name}
                </a>
              </h2>
              <p className="mt-2 text-stone">
                {STATE_LABELS[search.state]} · {ALERT_FREQUENCY_LABELS[search.frequency]}
              </p>
              <div className="mt-5 flex flex-wrap items-end gap-4">
                <form method="post" action={action} className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="search" value={search.id} />
                  <input type="hidden" name="action" value="frequency" />
                  <div>
                    <label htmlFor={`frequency-${search.id}`} className="text-sm font-semibold">
                      How often
                    </label>
                    <select
                      id={`frequency-${search.id}`}
                      name="frequency"
                      defaultValue={search.frequency}
                      className="mt-1.5 block min-h-11 rounded-sm border border-black/30 bg-white px-3.5"
                    >
                      {ALERT_FREQUENCIES.map((frequency) => (
                        <option key={frequency} value={frequency}>
                          {ALERT_FREQUENCY_LABELS[frequency]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className="btn-outline">
                    Change<span className="sr-only"> how often for {search.name}</span>
                  </button>
                </form>
                {search.state !== 'pending' && (
                  <form method="post" action={action}>
                    <input type="hidden" name="search" value={search.id} />
                    <input type="hidden" name="action" value={search.state === 'paused' ? 'resume' : 'pause'} />
                    <button type="submit" className="btn-outline">
                      {search.state === 'paused' ? 'Resume' : 'Pause'}
                      <span className="sr-only"> {search.name}</span>
                    </button>
                  </form>
                )}
                <form method="post" action={action}>
                  <input type="hidden" name="search" value={search.id} />
                  <input type="hidden" name="action" value="delete" />
                  <button type="submit" className="btn-outline">
                    Delete<span className="sr-only"> {search.name}</span>
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="delete-everything" className="border-t border-black/10 pt-8">
        <h2 id="delete-everything" className="text-2xl">
          Delete everything
        </h2>
        <p className="mt-3 text-stone">
          Deletes every saved search of this address, and its newsletter subscription, from our records.
        </p>
        <form method="post" action={action} className="mt-5">
          <input type="hidden" name="action" value="delete-all" />
          <button type="submit" className="btn-primary">
            Delete everything about this address
          </button>
        </form>
      </section>
    </div>
  );
}

/** The visible unsubscribe link's page: a button that posts the one-click request. */
export function UnsubscribeBlock({ token, name }: { token: string; name: string }) {
  return (
    <div className="max-w-2xl">
      <h1 className="text-4xl sm:text-5xl">Unsubscribe</h1>
      <p className="mt-6 text-lg text-stone">Stop the e-mail alerts for “{name}”? The search is removed at once.</p>
      <form method="post" action={`${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`} className="mt-10">
        <input type="hidden" name="from" value="page" />
        <button type="submit" className="btn-primary">
          Unsubscribe
        </button>
      </form>
    </div>
  );
}

/**
 * The page a confirmation link opens: a button that posts back to the same link. Mail scanners fetch every
 * link, so only a person's press confirms; the form works without JavaScript.
 */
export function ConfirmBlock({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <div className="max-w-2xl">
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg text-stone">{text}</p>
      <form method="post" action={action} className="mt-10">
        <button type="submit" className="btn-primary">
          Confirm
        </button>
      </form>
    </div>
  );
}
