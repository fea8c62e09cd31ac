import { Honeypot, staticBinding, SubmitButton } from '#src/lib/forms/fields.tsx';
import { SHOWINGS_API_PATH } from '#src/lib/paths.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import { LISTING_FIELD, SOURCE_PAGE_FIELD } from '#src/schemas/showing-fields.ts';
import { ENGLISH_SHOWING_FORM_TEXT, type ShowingFormText } from './showing-text.ts';
import { FormProblems, type FormProblem } from '#src/features/leads/StaticLeadForm.tsx';
import { EMPTY_SHOWING_FORM, type ShowingFormFields } from './showing-checks.ts';
import { ShowingFields, type ShowingFieldName } from './ShowingFields.tsx';
import type { ShowingDay } from './slots.ts';

interface Props {
  listingId: number;
  /** The days with slots now; at least one. */
  days: readonly ShowingDay[];
  /** What the fields show: what was posted, or the empty form. */
  values?: ShowingFormFields | undefined;
  /** Field name → message, in the form's order: listed at the top and shown under each field. */
  errors?: Readonly<Record<string, string>> | undefined;
  /** What stopped the post when it was no field's fault (the store was down). */
  problem?: FormProblem | undefined;
  /** The page the form was first sent from, carried to the next post. */
  sourcePage?: string | null | undefined;
  /** The words in the language of the page the form was sent from (showing-words.ts); English by default. */
  text?: ShowingFormText | undefined;
}

/** The ids of the static form's fields (the island's come from useId). */
export const STATIC_SHOWING_FORM_PREFIX = 'showing-form';

/**
 * The showing form as plain HTML, for visitors without JavaScript: the island's fields posting form-encoded
 * to /api/showings. Rendered by the showings function when a post comes back, in place of the island:
 * the values as sent (React escapes them), every message listed at the top and under its field, or the
 * problem that stopped the post.
 */
export function StaticShowingForm({
  listingId,
  days,
  values = EMPTY_SHOWING_FORM,
  errors = {},
  problem,
  sourcePage,
  text = ENGLISH_SHOWING_FORM_TEXT,
}: Props) {
  // The schemas' messages are the spec's English: each shows in the form's language.
  const shownErrors = Object.fromEntries(
    Object.entries(errors).map(([name, english]) => [name, text.notices.messages[english] ?? english]),
  );
  const bind = staticBinding<ShowingFieldName>(STATIC_SHOWING_FORM_PREFIX, values, shownErrors);
  // The day with the time picked, when the day itself was not (or is no longer offered).
  const day =
    values.day === ''
      ? (days.find((offered) => offered.slots.some((slot) => slot.start === values.start))?.date ?? '')
      : values.day;
  return (
    <div className="grid gap-8" data-showing-form="static">
      <FormProblems
        noun="request"
        // The form always shows below: no way back to name.
        words={{ ...text.problems, back: '' }}
        messages={Object.entries(shownErrors).map(([name, message]) => [
          message,
          name in EMPTY_SHOWING_FORM ? `#${bind.fieldId(name as ShowingFieldName)}` : '#main',
        ])}
        problem={problem}
      />
      {/* noValidate, as the island: the messages are the server's, the browser's would differ. */}
      <form method="post" action={SHOWINGS_API_PATH} noValidate className="relative grid gap-6">
        <ShowingFields bind={bind} days={days} day={day} start={values.start} mode={values.mode} text={text} />
        <input type="hidden" name={LISTING_FIELD} value={listingId} />
        {sourcePage && <input type="hidden" name={SOURCE_PAGE_FIELD} value={sourcePage} />}
        <Honeypot name={HONEYPOT_FIELD} label={text.honeypot} />
        <SubmitButton>{text.submit}</SubmitButton>
      </form>
    </div>
  );
}
