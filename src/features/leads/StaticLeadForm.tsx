import { DEFAULT_INTEREST_TYPE, HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import { VALUATION_DEFAULTS } from '#src/schemas/valuation-fields.ts';
import { Honeypot, staticBinding, SubmitButton } from '#src/lib/forms/fields.tsx';
import { InquiryFields } from './InquiryFields.tsx';
import { INQUIRY_FORM_ACTION, SOURCE_PAGE_FIELD, VALUATION_FORM_ACTION, type LeadFormKind } from './lead-pages.ts';
import { ValuationFields } from './ValuationFields.tsx';
import { inquiryFormText } from './inquiry-form-words.ts';
import { valuationFormText } from './valuation-form-words.ts';
import { m } from '#src/paraglide/messages.js';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';

type Values = Readonly<Record<string, string | boolean>>;

/** A problem that is not a field's: the store was down (503), the post was refused (403, 413, 429). */
export interface FormProblem {
  title: string;
  text: string;
}

interface Props {
  kind: LeadFormKind;
  /** What the fields show: what was posted, or (by default) the empty form. */
  values?: Values | undefined;
  /** Field name → message, in the form's order: listed at the top and shown under each field. */
  errors?: Readonly<Record<string, string>> | undefined;
  problem?: FormProblem | undefined;
  /** Without a form (a refused post, whose fields were not read), the problem links back here. */
  back?: string | undefined;
  /** The page the form was first sent from, carried to the next post in a hidden field. */
  sourcePage?: string | null | undefined;
  /** The form's language (the page's it was sent from); English by default. */
  locale?: Locale | undefined;
}

const FORMS = {
  inquiry: {
    prefix: 'inquiry-form',
    action: INQUIRY_FORM_ACTION,
    empty: {
      name: '',
      email: '',
      phone: '',
      interestType: DEFAULT_INTEREST_TYPE,
      message: '',
      consent: false,
    } as Values,
    noun: 'message',
    gap: 'gap-5',
  },
  valuation: {
    prefix: 'valuation-form',
    action: VALUATION_FORM_ACTION,
    empty: VALUATION_DEFAULTS as Values,
    noun: 'request',
    gap: 'gap-8',
  },
} as const;

const SUMMARY_ID = 'lead-form-problem';

interface FormProblemsProps {
  /** "message" or "request": "Your message was not sent". */
  noun: string;
  /** The heading over the fields' messages and the way back, in the page's language (English by default). */
  words?: { checkField: string; checkFields: string; back: string } | undefined;
  /** Each field's message and the link to its field, in the form's order. */
  messages: readonly (readonly [message: string, href: string])[];
  problem?: FormProblem | undefined;
  /** A refused post's way back to the form. */
  back?: string | undefined;
}

/**
 * What stopped a form sent without JavaScript, above it: every field's message linked to its field, or the
 * problem (with a link back when the form is not shown). It takes focus when the page loads (autofocus needs
 * no script). Nothing when there is none.
 */
export function FormProblems({ noun, words, messages, problem, back }: FormProblemsProps) {
  if (messages.length === 0 && !problem) return null;
  return (
    <div
      id={SUMMARY_ID}
      tabIndex={-1}
      autoFocus
      aria-labelledby={`${SUMMARY_ID}-title`}
      className="border-2 border-red-700 bg-white p-6 outline-none focus-visible:ring-2 focus-visible:ring-bronze"
      data-form-problem
    >
      {messages.length > 0 ? (
        <>
          <h2 id={`${SUMMARY_ID}-title`} className="text-2xl">
            {words
              ? messages.length === 1
                ? words.checkField
                : words.checkFields
              : `Your ${noun} was not sent: please check ${messages.length === 1 ? 'this field' : 'these fields'}`}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            {messages.map(([message, href]) => (
              <li key={href + message}>
                <a
                  href={href}
                  className="inline-flex min-h-6 items-center font-medium text-red-700 underline underline-offset-4"
                >
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h2 id={`${SUMMARY_ID}-title`} className="text-2xl">
            {problem?.title}
          </h2>
          <p className="mt-3 text-stone">{problem?.text}</p>
          {back !== undefined && (
            <a href={back} className="btn-outline mt-6">
              {words?.back ?? 'Back to the form'}
            </a>
          )}
        </>
      )}
    </div>
  );
}

/**
 * A lead form as plain HTML, for visitors without JavaScript: the same fields as the islands, posting
 * form-encoded to the API. Rendered at build on the form pages (/contact/message, /home-valuation) and by the
 * inquiries function when a post comes back: the values as sent (React escapes them), every message listed
 * at the top with a link to its field and shown under it, or the problem that stopped the post.
 * The list, or the problem, takes focus when the page loads (autofocus needs no script).
 */
export function StaticLeadForm({
  kind,
  values,
  errors = {},
  problem,
  back,
  sourcePage,
  locale = DEFAULT_LOCALE,
}: Props) {
  const form = FORMS[kind];
  const o = { locale };
  const text = kind === 'inquiry' ? inquiryFormText(locale) : valuationFormText(locale);
  const words =
    kind === 'inquiry'
      ? { checkField: m.form_check_field({}, o), checkFields: m.form_check_fields({}, o) }
      : { checkField: m.valuation_check_field({}, o), checkFields: m.valuation_check_fields({}, o) };
  // The schemas' messages are the spec's English: each shows in the form's language.
  const shownErrors = Object.fromEntries(
    Object.entries(errors).map(([name, english]) => [name, text.notices.messages[english] ?? english]),
  );
  const shown = values ?? form.empty;
  // One binding for either form's fields, whatever their names.
  const bind = staticBinding<string>(form.prefix, shown, shownErrors);
  const messages = Object.entries(shownErrors);
  const showForm = back === undefined;
  return (
    <div className="grid gap-8" data-lead-form={kind}>
      <FormProblems
        noun={form.noun}
        words={{ ...words, back: m.form_back_to_form({}, o) }}
        messages={messages.map(([name, message]) => [message, name in form.empty ? `#${bind.fieldId(name)}` : '#main'])}
        problem={problem}
        back={showForm ? undefined : back}
      />
      {showForm && (
        // noValidate, as the islands: the server's messages are the spec's, the browser's would not be.
        <form method="post" action={form.action} noValidate className={`relative grid ${form.gap}`}>
          {kind === 'inquiry' ? (
            <InquiryFields
              bind={bind}
              interestType={String(shown['interestType'] ?? DEFAULT_INTEREST_TYPE)}
              text={inquiryFormText(locale)}
            />
          ) : (
            <ValuationFields bind={bind} text={valuationFormText(locale)} />
          )}
          <Honeypot name={HONEYPOT_FIELD} label={text.honeypot} />
          {sourcePage && <input type="hidden" name={SOURCE_PAGE_FIELD} value={sourcePage} />}
          <SubmitButton>{text.submit}</SubmitButton>
        </form>
      )}
    </div>
  );
}
