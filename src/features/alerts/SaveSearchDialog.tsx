import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { postJson, SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { SAVED_SEARCHES_API_PATH } from '#src/lib/paths.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import type { SaveSearchFormInput, SaveSearchFormValues } from '#src/schemas/saved-search-form.ts';
import { DialogActions, DialogHeader, Honeypot } from '#src/lib/forms/fields.tsx';
import { lazyZodResolver } from '#src/lib/forms/lazyZodResolver.ts';
import { $toast } from '#src/lib/forms/store.ts';
import { useLeadForm } from '#src/lib/forms/useLeadForm.ts';
import { DEFAULT_LOCALE } from '#src/schemas/locale.ts';
import { rememberSearch } from './local-searches-store.ts';
import { SAVE_SEARCH_DEFAULTS, SaveSearchFields } from './SaveSearchFields.tsx';
import { ENGLISH_SAVE_SEARCH_TEXT, type SaveSearchText } from './save-search-text.ts';

const validation = lazyZodResolver(() =>
  import('#src/schemas/saved-search-form.ts').then((module) => module.saveSearchFormSchema),
);

interface Props {
  /** The filters' query string (no sort, page or view). */
  query: string;
  open: boolean;
  onClose: () => void;
  /** The words in the page's language: none in English, whose words the dialog holds itself. */
  text?: SaveSearchText | undefined;
}

interface Accepted {
  search: { name: string; query: string };
}

/**
 * The "Save this search" dialog: a native modal <dialog> (the browser keeps focus inside, closes it with
 * Escape and gives focus back to the button). On success it remembers the search in this browser (/saved).
 * Its notices (the lead forms' texts) show beside the button and in the dialog, not as the lead forms'
 * toasts: their region would add 12 KB to /properties.
 */
export default function SaveSearchDialog({ query, open, onClose, text = ENGLISH_SAVE_SEARCH_TEXT }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const close = () => dialog.current?.close();
  const notice = useStore($toast);
  const { fieldId, error, control, form, isSubmitting, submitText } = useLeadForm<
    SaveSearchFormInput,
    SaveSearchFormValues
  >({
    validation,
    defaults: SAVE_SEARCH_DEFAULTS,
    send: async ({ email, frequency, consent }) => {
      const trap = honeypot.current?.value ?? '';
      const payload = { email, frequency, consent, search: query, ...(trap ? { [HONEYPOT_FIELD]: trap } : {}) };
      // The page it is saved from names its language: the confirmation e-mail and the alerts speak it.
      const { search } = await postJson<Accepted>(SAVED_SEARCHES_API_PATH, payload, fetch, {
        [SOURCE_PAGE_HEADER]: window.location.pathname,
      });
      rememberSearch({
        ...search,
        frequency,
        savedAt: new Date().toISOString(),
        confirmationTo: email,
        ...(text.locale !== DEFAULT_LOCALE && { locale: text.locale }),
      });
    },
    onSent: close,
    sentNotice: { ...text.saved, variant: 'default' },
    serverFields: ['email', 'frequency', 'consent'],
    notices: text.notices,
    submitting: text.submitting,
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open || element.open) return;
    $toast.set(null);
    element.showModal();
    element.querySelector<HTMLInputElement>('input:not([tabindex="-1"])')?.focus();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    element?.addEventListener('close', onClose);
    return () => element?.removeEventListener('close', onClose);
  }, [onClose]);

  return (
    <>
      <dialog
        ref={dialog}
        aria-labelledby={fieldId('title')}
        aria-describedby={fieldId('lead')}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(100%-2rem,36rem)] overflow-y-auto rounded-sm bg-paper p-0 text-ink shadow-2xl backdrop:bg-black/70"
        data-save-search-dialog
      >
        <DialogHeader
          ids={{ title: fieldId('title'), lead: fieldId('lead') }}
          title={text.title}
          lead={text.lead}
          closeLabel={text.close}
          onClose={close}
        />
        <form
          {...form}
          method="post"
          action={SAVED_SEARCHES_API_PATH}
          className="grid gap-6 px-6 py-6"
          aria-busy={isSubmitting}
        >
          <SaveSearchFields bind={{ fieldId, error, control }} text={text} />
          <input type="hidden" name="search" value={query} />
          <Honeypot inputRef={honeypot} name={HONEYPOT_FIELD} label={text.honeypot} />
          {notice?.variant === 'destructive' && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {notice.description}
            </p>
          )}
          <DialogActions onCancel={close} cancelLabel={text.cancel} submitting={isSubmitting}>
            {submitText(text.submit)}
          </DialogActions>
        </form>
      </dialog>
      <p role="status" className="basis-full text-sm empty:sr-only" data-save-search-notice>
        {notice?.variant === 'default' ? `${notice.title}. ${notice.description}` : ''}
      </p>
    </>
  );
}
