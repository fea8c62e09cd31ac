import { useId, useRef, type SubmitEvent } from 'react';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import { goLive } from '#src/lib/pending-submit.ts';
import { describe, fieldDomId, type ControlProps } from './fields.tsx';
import type { LazyResolver } from './lazyZodResolver.ts';
import {
  ENGLISH_NOTICE_TEXT,
  errorNotice,
  formFieldErrors,
  translatedMessage,
  type Notice,
  type NoticeText,
} from './notices.ts';
import { notify } from './store.ts';

/** A lead form's values as typed: text, the consent checkbox, and fields the schema defaults. */
type LeadFormInput = Record<string, string | boolean | undefined>;
type FieldName<Input extends LeadFormInput> = Path<Input> & keyof Input;

interface LeadFormOptions<Input extends LeadFormInput, Values extends LeadFormInput> {
  /** The form's schema, downloaded on first use (lazyZodResolver). */
  validation: LazyResolver<Input, Values>;
  /** What each control starts with, and what the form goes back to once sent. */
  defaults: Input;
  /** Sends the valid values; a rejection is the failure notice. */
  send: (values: Values) => Promise<unknown>;
  /** Runs once sent and reset, before the success notice. */
  onSent: () => void;
  /** Null when onSent leaves the page for one that says it. */
  sentNotice: Notice | null;
  /** Fields that show the server's message for them when it refuses the values (400). */
  serverFields?: readonly FieldName<Input>[];
  /** What the fields' ids start with, when a link on the page names a field; React's own id otherwise. */
  idPrefix?: string | undefined;
  /** The failures' and messages' words in the page's language; English by default. */
  notices?: NoticeText | undefined;
  /** The submit button's text while sending: the spec's "Submitting..." by default. */
  submitting?: string | undefined;
}

/**
 * What the form islands share (the lead forms, the save-search dialog): react-hook-form with the lazily
 * loaded resolver, field ids, error lookup and the submit flow (submitting state, reset and notice on
 * success, failure notice). There are no `defaultValues`: each control renders its default, and
 * react-hook-form reads it when the control registers, so what the visitor typed into a prerendered form
 * before it hydrated is kept.
 */
export function useLeadForm<Input extends LeadFormInput, Values extends LeadFormInput>({
  validation,
  defaults,
  send,
  onSent,
  sentNotice,
  serverFields = [],
  idPrefix,
  notices = ENGLISH_NOTICE_TEXT,
  submitting = 'Submitting...',
}: LeadFormOptions<Input, Values>) {
  const generated = useId();
  const id = idPrefix ?? generated;
  const fieldId = (name: string) => fieldDomId(id, name);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({ resolver: validation.resolver });

  // Lead forms are flat (text and a checkbox): each field's error is a FieldError under its name, which
  // react-hook-form's types cannot work out for a generic form.
  const fieldErrors = errors as Partial<Record<string, FieldError>>;
  const error = (name: FieldName<Input>) => {
    const message = fieldErrors[name]?.message;
    return message === undefined ? undefined : translatedMessage(message, notices);
  };

  /** A control's props: registered with the form, tied to its message, and starting at its default. */
  const control = (name: FieldName<Input>): ControlProps => {
    const start: string | boolean | undefined = defaults[name];
    return {
      ...describe(fieldId(name), error(name)),
      ...register(name),
      ...(typeof start === 'boolean' ? { defaultChecked: start } : { defaultValue: start }),
    };
  };

  const onValid = async (values: Values) => {
    try {
      await send(values);
      reset(defaults);
      onSent();
      if (sentNotice) notify(sentNotice);
    } catch (failure) {
      for (const [name, message] of formFieldErrors(failure, serverFields)) setError(name, { type: 'server', message });
      notify(errorNotice(failure, notices));
    }
  };

  // A browser keeps a module that failed to download as failed for the rest of the page (Chromium does), so
  // a second try at the schema can fail without asking again: the form then posts as it does without
  // JavaScript, to the same API, which validates it with the same schema and answers with a page.
  const schemaFailed = useRef(false);

  /** The <form>'s props: the browser's own validation is off, react-hook-form's runs on submit. */
  const form = {
    noValidate: true,
    // Rejects only when the schema could not be downloaded: the first time the form says so and keeps what
    // was typed; the next submit tries again, and posts the form itself if the schema still cannot load.
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
      const element = event.currentTarget;
      void handleSubmit(onValid)(event).catch((failure: unknown) => {
        if (schemaFailed.current) element.submit();
        else notify(errorNotice(failure, notices));
        schemaFailed.current = true;
      });
    },
    onFocus: validation.preload,
    // Sends a submit the visitor made before the island was live (client:interaction holds it).
    ref: goLive,
  };

  /** The submit button's text: the spec's "Submitting..." while the request is under way. */
  const submitText = (label: string) => (isSubmitting ? submitting : label);

  return { fieldId, error, control, form, isSubmitting, submitText, setFocus };
}
