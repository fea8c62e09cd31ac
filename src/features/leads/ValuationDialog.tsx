import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { sendInquiry } from '#src/lib/api.ts';
import type { ValuationFormInput, ValuationFormValues } from '#src/schemas/valuation.ts';
import { VALUATION_DEFAULTS } from '#src/schemas/valuation-fields.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import { DialogActions, DialogHeader, Honeypot } from '#src/lib/forms/fields.tsx';
import { lazyZodResolver } from '#src/lib/forms/lazyZodResolver.ts';
import Notifications from './Notifications.tsx';
import { $modalContainer } from '#src/lib/forms/store.ts';
import { useLeadForm } from '#src/lib/forms/useLeadForm.ts';
import { LIVE_ATTRIBUTE, OPEN_PENDING_ATTRIBUTE } from '#src/lib/pending-submit.ts';
import { valuationToInquiry } from './valuation-request.ts';
import { ValuationFields } from './ValuationFields.tsx';
import { VALUATION_FORM_ACTION } from './lead-pages.ts';
import { valuationThankYouPathOfForm } from './valuation-home.ts';
import { ENGLISH_VALUATION_FORM_TEXT, type ValuationFormText } from './valuation-form-text.ts';

/** The schema and zod load when the form is first used, not with the page. */
const valuationValidation = lazyZodResolver(() =>
  import('#src/schemas/valuation.ts').then((module) => module.valuationFormSchema),
);

/** Buttons anywhere on the page with this attribute open the dialog. */
export const OPENER_SELECTOR = '[data-open-valuation]';

interface Props {
  /** The site path stored with the request; the current page's path when omitted. */
  sourcePage?: string;
  /** The form's words in the page's language (valuation-form-words.ts); English by default. */
  text?: ValuationFormText | undefined;
}

/**
 * The home-valuation dialog: a native modal <dialog>. The browser keeps focus out of the page behind it
 * (inert), closes it with Escape and returns focus to the opener. It listens to every
 * `[data-open-valuation]` button on the page (ValuationOpener.astro: without JavaScript they lead to
 * /home-valuation, a press here cancels that); pages hydrate it with `client:opener="[data-open-valuation]"`,
 * so the buttons are never disabled: a press before it is ready opens it once it is.
 */
export default function ValuationDialog({ sourcePage, text = ENGLISH_VALUATION_FORM_TEXT }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The pages prerender only the dialog's frame: hydrating its twenty fields cost more main-thread time
  // than anything else on them. Once rendered, the form stays, with whatever the visitor typed.
  const [opened, setOpened] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const close = () => dialog.current?.close();
  // Where a sent request goes: the thank-you page with the home's comparables, as without JavaScript.
  const thankYou = useRef('');
  const { fieldId, error, control, form, isSubmitting, submitText } = useLeadForm<
    ValuationFormInput,
    ValuationFormValues
  >({
    validation: valuationValidation,
    defaults: VALUATION_DEFAULTS,
    send: (values) => {
      const trap = honeypot.current?.value ?? '';
      const payload = valuationToInquiry(values);
      thankYou.current = valuationThankYouPathOfForm(values, text.thankYouPage);
      return sendInquiry(
        trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload,
        sourcePage ?? window.location.pathname,
      );
    },
    onSent: () => {
      close();
      window.location.assign(thankYou.current);
    },
    // The thank-you page says it (VALUATION_SENT), with the comparables.
    sentNotice: null,
    notices: text.notices,
    submitting: text.submitting,
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const open = () => {
      if (element.open) return;
      // The form is rendered on the first opening, synchronously, so that focus can go to its first field.
      flushSync(() => setOpened(true));
      element.showModal();
      element.querySelector<HTMLInputElement>('input:not([tabindex="-1"])')?.focus();
      $modalContainer.set(element);
      document.documentElement.style.overflow = 'hidden';
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(OPENER_SELECTOR)) return;
      event.preventDefault();
      open();
    };
    const onClose = () => {
      if ($modalContainer.get() === element) $modalContainer.set(null);
      document.documentElement.style.overflow = '';
    };
    document.addEventListener('click', onClick);
    element.addEventListener('close', onClose);
    let pending = false;
    for (const opener of document.querySelectorAll(OPENER_SELECTOR)) {
      opener.setAttribute('aria-haspopup', 'dialog');
      opener.setAttribute('aria-controls', element.id);
      // From now on this island handles the opener's presses (client:opener stops holding them).
      opener.setAttribute(LIVE_ATTRIBUTE, '');
      if (opener.hasAttribute(OPEN_PENDING_ATTRIBUTE)) {
        opener.removeAttribute(OPEN_PENDING_ATTRIBUTE);
        pending = true;
      }
    }
    document.documentElement.dataset['valuationReady'] = 'true';
    // A press before the island was ready (client:opener held it) opens the dialog, once this effect is
    // done (flushSync cannot run inside it).
    if (pending) setTimeout(open);
    return () => {
      document.removeEventListener('click', onClick);
      element.removeEventListener('close', onClose);
    };
  }, []);

  return (
    <>
      <dialog
        ref={dialog}
        id={fieldId('dialog')}
        aria-labelledby={fieldId('title')}
        aria-describedby={fieldId('lead')}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(100%-2rem,52rem)] overflow-y-auto rounded-sm bg-paper p-0 text-ink shadow-2xl backdrop:bg-black/70"
      >
        <DialogHeader
          ids={{ title: fieldId('title'), lead: fieldId('lead') }}
          title={text.title}
          lead={text.lead}
          closeLabel={text.close}
          onClose={close}
          className="sticky top-0 z-10 bg-paper sm:px-8"
        />
        {opened && (
          // The same action as /home-valuation's form, though only this island ever sends this one.
          <form
            {...form}
            method="post"
            action={VALUATION_FORM_ACTION}
            className="grid gap-8 px-6 py-6 sm:px-8"
            aria-busy={isSubmitting}
          >
            <ValuationFields bind={{ fieldId, error, control }} text={text} />
            <Honeypot inputRef={honeypot} name={HONEYPOT_FIELD} label={text.honeypot} />
            <DialogActions onCancel={close} cancelLabel={text.cancel} submitting={isSubmitting}>
              {submitText(text.submit)}
            </DialogActions>
          </form>
        )}
      </dialog>
      <Notifications labels={text.region} />
    </>
  );
}
