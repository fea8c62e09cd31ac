import { useEffect, useMemo, useRef, useState } from 'react';
import Notifications from '#src/features/leads/Notifications.tsx';
import { postJson, SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { Honeypot, SentPanel, SubmitButton } from '#src/lib/forms/fields.tsx';
import { lazyZodResolver } from '#src/lib/forms/lazyZodResolver.ts';
import { useLeadForm } from '#src/lib/forms/useLeadForm.ts';
import { SHOWINGS_API_PATH } from '#src/lib/paths.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import { DEFAULT_SHOWING_MODE, LISTING_FIELD, SHOWING_MODES } from '#src/schemas/showing-fields.ts';
import { fillIn, splitAt } from '#src/lib/fill-in.ts';
// Types only: the schema itself loads when the form is first used (lazyZodResolver).
import type { ShowingFormInput, ShowingFormValues, ShowingRequestPayload } from '#src/schemas/showing-request.ts';
import { dayRadioId, modeRadioId, ShowingFields } from './ShowingFields.tsx';
import { usePageTime } from '#src/features/listings/usePageTime.ts';
import { formatShowingStart, showingDays, type ShowingCalendar, type ShowingListing } from './slots.ts';
import { ENGLISH_SHOWING_FORM_TEXT, type ShowingFormText } from './showing-text.ts';
import { pageIslandWords } from '#src/lib/island-words.ts';

// Outside English, the page's words come with the code, not in the page (island-words.ts).
const PAGE_TEXT = await pageIslandWords<ShowingFormText>('ShowingRequest');

interface Props {
  listing: ShowingListing & { id: number };
  settings: ShowingCalendar;
  /**
   * When the page was made. The island first renders the slots of that moment, as the page's HTML has them,
   * then those of the visitor's clock: a page kept by the CDN (or prebuilt) may offer a slot that has passed.
   */
  renderedAt: string;
  /** The office's number, for when no time is open. */
  phone: string;
  /** The words in the page's language (showing-words.ts); English by default. */
  text?: ShowingFormText | undefined;
}

const showingValidation = lazyZodResolver(() =>
  import('#src/schemas/showing-request.ts').then((module) => module.showingFormSchema),
);

const SERVER_FIELDS = ['start', 'mode', 'name', 'email', 'phone', 'note'] as const;

/**
 * The private showing form of a listing page. Hydrated on first use (`client:interaction`), so until then,
 * and without JavaScript, its HTML is the form itself, posting to /api/showings: the day picker and the
 * times work without a script (ShowingFields). Live, it sends JSON and answers in place.
 */
export default function ShowingRequest({
  listing,
  settings,
  renderedAt,
  phone,
  text = PAGE_TEXT ?? ENGLISH_SHOWING_FORM_TEXT,
}: Props) {
  const { locale } = text.slots;
  // Null on the server and while hydrating (the page's HTML has the slots of renderedAt), then the clock.
  const pageTime = usePageTime();
  const live = pageTime !== null;
  const now = pageTime ?? Date.parse(renderedAt);
  const days = useMemo(() => showingDays(listing, settings, new Date(now), locale), [listing, settings, now, locale]);
  const [day, setDay] = useState(days[0]?.date ?? '');
  const [requested, setRequested] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const defaults: ShowingFormInput = {
    day: days[0]?.date ?? '',
    start: '',
    mode: DEFAULT_SHOWING_MODE,
    name: '',
    email: '',
    phone: '',
    note: '',
    consent: false,
  };
  const { fieldId, error, control, form, isSubmitting, submitText, setFocus } = useLeadForm<
    ShowingFormInput,
    ShowingFormValues
  >({
    validation: showingValidation,
    defaults,
    send: async (values) => {
      const payload: ShowingRequestPayload = {
        listingId: listing.id,
        start: values.start,
        mode: values.mode,
        name: values.name,
        email: values.email,
        phone: values.phone,
        note: values.note,
      };
      const trap = honeypot.current?.value ?? '';
      await postJson(SHOWINGS_API_PATH, trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload, fetch, {
        [SOURCE_PAGE_HEADER]: window.location.pathname,
      });
      setRequested(values.start);
    },
    onSent: () => setDay(days[0]?.date ?? ''),
    sentNotice: text.sentNotice,
    serverFields: SERVER_FIELDS,
    notices: text.notices,
    submitting: text.submitting,
  });
  // The day and the mode picked in the page before the island woke (the picker needs no script; the press that
  // wakes it may be the pick), read while it hydrates: hydrating, React sets each radio's default again, which
  // checks the default one anew. Once live they are picked again, through their change events, so the form's
  // state has them too.
  const [pickedEarly] = useState(() => {
    if (typeof document === 'undefined') return [];
    const ids = [
      ...days.map((_, index) => dayRadioId(fieldId, index)),
      ...SHOWING_MODES.map((_, index) => modeRadioId(fieldId, index)),
    ];
    return ids.filter((id) => {
      const input = document.getElementById(id);
      return input instanceof HTMLInputElement && input.checked;
    });
  });
  useEffect(() => {
    for (const id of pickedEarly) {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement && !input.checked) input.click();
    }
    const checked = honeypot.current?.form?.querySelector<HTMLInputElement>('input[name="day"]:checked');
    if (checked) setDay(checked.value);
  }, [pickedEarly]);

  let body;
  if (requested) {
    body = (
      <SentPanel
        stateAttribute="data-showing-state"
        surface="bg-white"
        title={text.requested.title}
        text={fillIn(text.requested.text, { when: formatShowingStart(requested, text.slots) })}
        againLabel={text.requested.again}
        onAgain={() => {
          setRequested(null);
          requestAnimationFrame(() => setFocus('name'));
        }}
      />
    );
  } else if (days.length === 0) {
    const [before, after] = splitAt(text.noTimes, 'phone');
    body = (
      <p className="text-stone" data-showing-state="none">
        {before}
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-semibold text-ink underline underline-offset-4">
          {phone}
        </a>
        {after}
      </p>
    );
  } else {
    body = (
      <form
        {...form}
        method="post"
        action={SHOWINGS_API_PATH}
        className="relative grid gap-6"
        aria-busy={isSubmitting}
        data-showing-state="editing"
      >
        <ShowingFields
          bind={{ fieldId, error, control }}
          days={days}
          day={day}
          start=""
          mode={DEFAULT_SHOWING_MODE}
          onDay={setDay}
          live={live}
          text={text}
        />
        <input type="hidden" name={LISTING_FIELD} value={listing.id} />
        <Honeypot inputRef={honeypot} name={HONEYPOT_FIELD} label={text.honeypot} />
        <SubmitButton submitting={isSubmitting}>{submitText(text.submit)}</SubmitButton>
      </form>
    );
  }
  return (
    <>
      {body}
      <Notifications labels={text.region} />
    </>
  );
}
