/**
 * The content of the pages the alert functions render into the /alerts page's region: plain HTML forms
 * that work without JavaScript, in the page's language. Rendered on the server only (renderToStaticMarkup),
 * so the catalogue's words are at hand.
 */
import { m } from '#src/paraglide/messages.js';
import { Honeypot, staticBinding } from '#src/lib/forms/fields.tsx';
import { localePath } from '#src/lib/i18n.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import { ALERT_PAGES, SAVED_SEARCHES_API_PATH, UNSUBSCRIBE_API_PATH } from '#src/lib/paths.ts';
import { ALERT_FREQUENCIES, type AlertFrequency } from '#src/schemas/saved-search-fields.ts';
import type { SavedSearchState } from '#src/schemas/saved-search.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { SAVE_SEARCH_DEFAULTS, SaveSearchFields, type SaveSearchField } from './SaveSearchFields.tsx';
import { frequencyLabel, saveSearchText } from './save-search-words.ts';
import { SAVE_LANGUAGE_FIELD } from './alert-pages.ts';

/** A template cut at one placeholder, for an element there: "No saved searches. {link} to save one." */
function splitAt(template: string, name: string): [before: string, after: string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}

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
  locale = DEFAULT_LOCALE,
}: {
  name: string;
  query: string;
  values?: Readonly<Partial<Record<SaveSearchField, string | boolean>>>;
  /** By field, in the page's language. */
  errors?: Readonly<Record<string, string>>;
  problem?: string | undefined;
  locale?: Locale;
}) {
  const o = { locale };
  const text = saveSearchText(locale);
  const bind = staticBinding<SaveSearchField>('save-search', values, errors);
  const messages = Object.entries(errors);
  return (
    <div className="grid max-w-2xl gap-8">
      <div>
        <h1 className="text-4xl sm:text-5xl">{text.title}</h1>
        <p className="mt-6 text-lg text-stone">{m.alerts_save_page_lead({ name }, o)}</p>
      </div>
      {(messages.length > 0 || problem) && (
        <div
          id={SUMMARY_ID}
          tabIndex={-1}
          autoFocus
          className="border-2 border-red-700 bg-white p-6 outline-none focus-visible:ring-2 focus-visible:ring-bronze"
          data-form-problem
        >
          <h2 className="text-2xl">{m.alerts_not_saved({}, o)}</h2>
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
        <SaveSearchFields bind={bind} text={text} />
        <input type="hidden" name="search" value={query} />
        {/* The page sends no Referer (alertPage): the post names its language itself. */}
        {locale !== DEFAULT_LOCALE && <input type="hidden" name={SAVE_LANGUAGE_FIELD} value={locale} />}
        <Honeypot name={HONEYPOT_FIELD} label={text.honeypot} />
        <div className="flex flex-wrap gap-4">
          <button type="submit" className="btn-primary">
            {text.submit}
          </button>
          <a href={localePath(`/properties${query ? `?${query}` : ''}`, locale)} className="btn-outline">
            {m.alerts_back_to_search({}, o)}
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

/** A search's state as the manage page names it. */
function stateLabel(state: SavedSearchState, locale: Locale): string {
  const o = { locale };
  if (state === 'pending') return m.alerts_state_pending({}, o);
  if (state === 'active') return m.alerts_state_active({}, o);
  return m.alerts_state_paused({}, o);
}

/** The manage page: every search of the address, each with plain forms posting back to this page. */
export function ManageBlock({
  token,
  masked,
  searches,
  notice,
  locale = DEFAULT_LOCALE,
}: {
  token: string;
  masked: string;
  searches: readonly ManagedSearch[];
  notice: string | null;
  locale?: Locale;
}) {
  const o = { locale };
  const action = `${localePath(ALERT_PAGES.manage, locale)}?token=${encodeURIComponent(token)}`;
  const [noneBefore, noneAfter] = splitAt(m.alerts_manage_none({ link: '{link}' }, o), 'link');
  return (
    <div className="grid max-w-3xl gap-10">
      <div>
        <h1 className="text-4xl sm:text-5xl">{m.alerts_manage_title({}, o)}</h1>
        <p className="mt-6 text-lg text-stone">{m.alerts_manage_lead({ email: masked }, o)}</p>
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
          {noneBefore}
          <a href={localePath('/properties', locale)} className="underline underline-offset-4">
            {m.alerts_browse_properties({}, o)}
          </a>
          {noneAfter}
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
                {stateLabel(search.state, locale)} · {frequencyLabel(search.frequency, locale)}
              </p>
              <div className="mt-5 flex flex-wrap items-end gap-4">
                <form method="post" action={action} className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="search" value={search.id} />
                  <input type="hidden" name="action" value="frequency" />
                  <div>
                    <label htmlFor={`frequency-${search.id}`} className="text-sm font-semibold">
                      {m.alerts_field_frequency({}, o)}
                    </label>
                    <select
                      id={`frequency-${search.id}`}
                      name="frequency"
                      defaultValue={search.frequency}
                      className="mt-1.5 block min-h-11 rounded-sm border border-black/30 bg-white px-3.5"
                    >
                      {ALERT_FREQUENCIES.map((frequency) => (
                        <option key={frequency} value={frequency}>
                          {frequencyLabel(frequency, locale)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className="btn-outline">
                    {m.alerts_manage_change({}, o)}
                    <span className="sr-only"> {m.alerts_manage_change_of({ name: search.name }, o)}</span>
                  </button>
                </form>
                {search.state !== 'pending' && (
                  <form method="post" action={action}>
                    <input type="hidden" name="search" value={search.id} />
                    <input type="hidden" name="action" value={search.state === 'paused' ? 'resume' : 'pause'} />
                    <button type="submit" className="btn-outline">
                      {search.state === 'paused' ? m.alerts_resume({}, o) : m.alerts_pause({}, o)}
                      <span className="sr-only"> {search.name}</span>
                    </button>
                  </form>
                )}
                <form method="post" action={action}>
                  <input type="hidden" name="search" value={search.id} />
                  <input type="hidden" name="action" value="delete" />
                  <button type="submit" className="btn-outline">
                    {m.alerts_delete({}, o)}
                    <span className="sr-only"> {search.name}</span>
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="delete-everything" className="border-t border-black/10 pt-8">
        <h2 id="delete-everything" className="text-2xl">
          {m.alerts_delete_everything_title({}, o)}
        </h2>
        <p className="mt-3 text-stone">{m.alerts_delete_everything_text({}, o)}</p>
        <form method="post" action={action} className="mt-5">
          <input type="hidden" name="action" value="delete-all" />
          <button type="submit" className="btn-primary">
            {m.alerts_delete_everything_button({}, o)}
          </button>
        </form>
      </section>
    </div>
  );
}

/**
 * The visible unsubscribe link's page: a button that posts the one-click request, naming the page's language
 * for the page that answers it.
 */
export function UnsubscribeBlock({
  token,
  name,
  locale = DEFAULT_LOCALE,
}: {
  token: string;
  name: string;
  locale?: Locale;
}) {
  const o = { locale };
  return (
    <div className="max-w-2xl">
      <h1 className="text-4xl sm:text-5xl">{m.alerts_unsubscribe_title({}, o)}</h1>
      <p className="mt-6 text-lg text-stone">{m.alerts_unsubscribe_text({ name }, o)}</p>
      <form method="post" action={`${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`} className="mt-10">
        <input type="hidden" name="from" value="page" />
        {locale !== DEFAULT_LOCALE && <input type="hidden" name={SAVE_LANGUAGE_FIELD} value={locale} />}
        <button type="submit" className="btn-primary">
          {m.alerts_unsubscribe_title({}, o)}
        </button>
      </form>
    </div>
  );
}

/**
 * The page a confirmation link opens: a button that posts back to the same link. Mail scanners fetch every
 * link, so only a person's press confirms; the form works without JavaScript.
 */
export function ConfirmBlock({
  title,
  text,
  action,
  locale = DEFAULT_LOCALE,
}: {
  title: string;
  text: string;
  action: string;
  locale?: Locale;
}) {
  return (
    <div className="max-w-2xl">
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg text-stone">{text}</p>
      <form method="post" action={action} className="mt-10">
        <button type="submit" className="btn-primary">
          {m.alerts_confirm_button({}, { locale })}
        </button>
      </form>
    </div>
  );
}
