import { useEffect, useMemo, useRef, useState } from 'react';
import Notifications from '#src/features/leads/Notifications.tsx';
import { postJson, SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { Honeypot, SentPanel, SubmitButton } from '#src/lib/forms/fields.tsx';
import { lazyZodResolver } from '#src/lib/forms/lazyZodResolver.ts';
import { useLeadForm } from '#src/lib/forms/useLeadForm.ts';
import { SHOWINGS_API_PATH } from '#src/lib/paths.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import {
  ADVISOR_WILL_CONFIRM,
  DEFAULT_SHOWING_MODE,
  LISTING_FIELD,
  requestReceivedText,
  SHOWING_MODES,
  SHOWING_REQUESTED_TITLE,
  SHOWING_SUBMIT_LABEL,
} from '#src/schemas/showing-fields.ts';
// Types only: the schema itself loads when the form is first used (lazyZodResolver).
import type { ShowingFormInput, ShowingFormValues, ShowingRequestPayload } from '#src/schemas/showing-request.ts';
import type { ShowingSettings } from '#src/schemas/showing-settings.ts';
import { dayRadioId, modeRadioId, ShowingFields } from './ShowingFields.tsx';
import { usePageTime } from '#src/features/listings/usePageTime.ts';
import { formatShowingStart, showingDays, type ShowingListing } from './slots.ts';

interface Props {
  listing: ShowingListing & { id: number };
  settings: ShowingSettings;
  /**
   * When the page was made. The island first renders the slots of that moment, as the page's HTML has them,
   * then those of the visitor's clock: a page kept by the CDN (or prebuilt) may offer a slot that has passed.
   */
  renderedAt: string;
  /** The office's number, for when no time is open. */
  phone: string;
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
export default function ShowingRequest({ listing, settings, renderedAt, phone }: Props) {
  // Null on the server and while hydrating (the page's HTML has the slots of renderedAt), then the clock.
  const pageTime = usePageTime();
  const live = pageTime !== null;
  const now = pageTime ?? Date.parse(renderedAt);
  const days = useMemo(() => showingDays(listing, settings, new Date(now)), [listing, settings, now]);
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
    sentNotice: { title: SHOWING_REQUESTED_TITLE, description: ADVISOR_WILL_CONFIRM, variant: 'default' },
    serverFields: SERVER_FIELDS,
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
        title={SHOWING_REQUESTED_TITLE}
        text={requestReceivedText(formatShowingStart(requested))}
        againLabel="Request Another Time"
        onAgain={() => {
          setRequested(null);
          requestAnimationFrame(() => setFocus('name'));
        }}
      />
    );
  } else if (days.length === 0) {
    body = (
      <p className="text-stone" data-showing-state="none">
        No showing times are open in the next two weeks. Please call us at{' '}
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-semibold text-ink underline underline-offset-4">
          {phone}
        </a>
        .
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
        />
        <input type="hidden" name={LISTING_FIELD} value={listing.id} />
        <Honeypot inputRef={honeypot} name={HONEYPOT_FIELD} />
        <SubmitButton submitting={isSubmitting}>{submitText(SHOWING_SUBMIT_LABEL)}</SubmitButton>
      </form>
    );
  }
  return (
    <>
      {body}
      <Notifications />
    </>
  );
}
