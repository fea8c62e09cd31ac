import { useRef, useState } from 'react';
import { sendInquiry } from '#src/lib/api.ts';
import { INQUIRIES_API_PATH } from '#src/lib/paths.ts';
import type { InquiryFormInput, InquiryFormValues, InquiryPayload } from '#src/schemas/inquiry.ts';
import { DEFAULT_INTEREST_TYPE, HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import { Honeypot, SentPanel, SubmitButton } from '#src/lib/forms/fields.tsx';
import { InquiryFields } from './InquiryFields.tsx';
import { ENGLISH_INQUIRY_FORM_TEXT, type InquiryFormText } from './inquiry-form-text.ts';
import { lazyZodResolver } from '#src/lib/forms/lazyZodResolver.ts';
import Notifications from './Notifications.tsx';
import { useLeadForm } from '#src/lib/forms/useLeadForm.ts';
import { pageIslandWords } from '#src/lib/island-words.ts';

// Outside English, the page's words come with the code, not in the page (island-words.ts).
const PAGE_TEXT = await pageIslandWords<InquiryFormText>('InquiryForm');

interface Props {
  /** The interest type selected at first; "Buying a Property" unless the page knows better. */
  defaultInterestType?: string;
  /** Text the message starts with, e.g. the property the visitor is looking at. */
  defaultMessage?: string;
  /** The site path stored with the inquiry; the current page's path when omitted. */
  sourcePage?: string;
  submitLabel?: string;
  /** The form's words in the page's language (inquiry-form-words.ts); English by default. */
  text?: InquiryFormText | undefined;
  /**
   * What the fields' ids start with ("{idPrefix}-name"), so that a link on the page can bring a field into
   * view and focus.
   */
  idPrefix?: string;
}

/** The schema and zod load when the form is first used, not with the page. */
const inquiryValidation = lazyZodResolver(() =>
  import('#src/schemas/inquiry.ts').then((module) => module.inquiryFormSchema),
);

const PAYLOAD_FIELDS = ['name', 'email', 'phone', 'interestType', 'message'] as const;

/**
 * The inquiry form of the home contact section, the property sidebar and the contact page. Pages may
 * hydrate it on first use (`client:interaction`): useLeadForm keeps whatever the visitor typed into the
 * prerendered form before it hydrated.
 */
export default function InquiryForm({
  defaultInterestType = DEFAULT_INTEREST_TYPE,
  defaultMessage = '',
  sourcePage,
  submitLabel,
  idPrefix,
  text = PAGE_TEXT ?? ENGLISH_INQUIRY_FORM_TEXT,
}: Props) {
  const defaults: InquiryFormInput = {
    name: '',
    email: '',
    phone: '',
    interestType: defaultInterestType,
    message: defaultMessage,
    consent: false,
  };
  const honeypot = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(false);
  const { fieldId, error, control, form, isSubmitting, submitText, setFocus } = useLeadForm<
    InquiryFormInput,
    InquiryFormValues
  >({
    validation: inquiryValidation,
    defaults,
    send: (values) => {
      // Exactly the spec's payload: consent is not sent.
      const payload: InquiryPayload = {
        name: values.name,
        email: values.email,
        phone: values.phone,
        interestType: values.interestType,
        message: values.message,
      };
      const trap = honeypot.current?.value ?? '';
      return sendInquiry(
        trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload,
        sourcePage ?? window.location.pathname,
      );
    },
    onSent: () => setSent(true),
    sentNotice: text.sentNotice,
    serverFields: PAYLOAD_FIELDS,
    idPrefix,
    notices: text.notices,
    submitting: text.submitting,
  });
  return (
    <>
      {sent ? (
        <SentPanel
          stateAttribute="data-inquiry-state"
          surface="bg-sand"
          title={text.sent.title}
          text={text.sent.text}
          againLabel={text.sent.again}
          onAgain={() => {
            setSent(false);
            requestAnimationFrame(() => setFocus('name'));
          }}
        />
      ) : (
        // Without JavaScript it posts to the API (form-encoded, never a GET that would put the values in the
        // address), which answers with the thank-you page or this form again with its messages.
        <form
          {...form}
          method="post"
          action={INQUIRIES_API_PATH}
          className="relative grid gap-5"
          aria-busy={isSubmitting}
          data-inquiry-state="editing"
        >
          <InquiryFields bind={{ fieldId, error, control }} interestType={defaultInterestType} text={text} />
          <Honeypot inputRef={honeypot} name={HONEYPOT_FIELD} label={text.honeypot} />
          <SubmitButton submitting={isSubmitting}>{submitText(submitLabel ?? text.submit)}</SubmitButton>
        </form>
      )}
      <Notifications labels={text.region} />
    </>
  );
}
