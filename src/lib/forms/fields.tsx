import type { ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PRIVACY_PATH } from '#src/lib/paths.ts';

export const controlClass =
  'mt-1.5 block w-full min-h-11 rounded-sm border border-black/30 bg-white px-3.5 py-2.5 text-base text-ink focus:border-ink aria-[invalid=true]:border-red-700';

/** A lead form field's element id: the form's prefix and the field's name ("listing-inquiry-name"). */
export const fieldDomId = (prefix: string, name: string): string => `${prefix}-${name}`;

/** Attributes tying a control to its error message, so screen readers read the message with the field. */
export function describe(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** What a control of a lead form is given: its id, name, value and message ties, and react-hook-form's handlers when live. */
export type ControlProps = ReturnType<typeof describe> &
  Partial<Omit<UseFormRegisterReturn, 'name'>> & {
    name: string;
    defaultValue?: string | undefined;
    defaultChecked?: boolean;
  };

/**
 * How a form's fields are tied to its state: react-hook-form's in an island (useLeadForm), fixed values and
 * messages in a form rendered on the server (staticBinding). The field components render either the same way.
 */
export interface FieldBinding<Name extends string> {
  fieldId: (name: Name) => string;
  error: (name: Name) => string | undefined;
  control: (name: Name) => ControlProps;
}

/** A binding to fixed values and messages, for a form rendered once as HTML (the pages without JavaScript). */
export function staticBinding<Name extends string>(
  prefix: string,
  values: Readonly<Partial<Record<Name, string | boolean>>>,
  errors: Readonly<Partial<Record<string, string>>> = {},
): FieldBinding<Name> {
  const fieldId = (name: Name) => fieldDomId(prefix, name);
  const error = (name: Name) => errors[name];
  return {
    fieldId,
    error,
    control: (name) => {
      const value = values[name];
      return {
        ...describe(fieldId(name), error(name)),
        name,
        ...(typeof value === 'boolean' ? { defaultChecked: value } : { defaultValue: value ?? '' }),
      };
    },
  };
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** A label, its control and the control's error underneath. */
export function Field({ id, label, error, required = false, className = '', children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The consent row's words, in the page's language (English unless given). */
export interface ConsentText {
  /** The inquiry forms' consent statement (the spec's, in English). */
  label: string;
  /** Around the link: "(see our" and ")". */
  privacyLead: string;
  privacyLink: string;
  /** The policy in the page's language: an island renders the same link as the page's build did. */
  privacyHref: string;
  privacyTrail: string;
  opensNewTab: string;
}

/** The spec: the visitor consents to the website storing the submitted information to answer the inquiry. */
export const CONSENT_LABEL =
  'I consent to having this website store my submitted information so they can respond to my inquiry.';

export const ENGLISH_CONSENT_TEXT: ConsentText = {
  label: CONSENT_LABEL,
  privacyLead: '(see our',
  privacyLink: 'Privacy Policy',
  privacyHref: PRIVACY_PATH,
  privacyTrail: ')',
  opensNewTab: '(opens in a new tab)',
};

interface ConsentProps {
  id: string;
  error: string | undefined;
  /** A statement of another form's own (the alerts'), in place of the inquiry forms'. */
  label?: string;
  text?: ConsentText;
  children: ReactNode;
}

/**
 * The consent checkbox row; its input is passed in so the caller registers it with its form. The label's
 * statement comes first, then the link to the privacy policy.
 */
export function ConsentRow({ id, error, label, text = ENGLISH_CONSENT_TEXT, children }: ConsentProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        {children}
        <label htmlFor={id} className="text-sm text-stone">
          {`${label ?? text.label} ${text.privacyLead} `}
          {/* A new tab, so that reading the policy never loses what the form holds. */}
          <a
            href={text.privacyHref}
            target="_blank"
            rel="noopener"
            className="font-semibold text-bronze underline underline-offset-4 hover:text-ink"
          >
            {text.privacyLink}
            <span className="sr-only">{` ${text.opensNewTab}`}</span>
          </a>
          {text.privacyTrail}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export const checkboxClass = 'mt-0.5 size-6 shrink-0 accent-ink';

/** Off-screen field for bots; people (and assistive technology) never reach it. */
export function Honeypot({
  inputRef,
  name,
  label = 'Leave this field empty',
}: {
  inputRef?: Ref<HTMLInputElement>;
  name: string;
  label?: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input ref={inputRef} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** A dialog's heading and lead (its accessible name and description) with the Close button. */
export function DialogHeader({
  ids,
  title,
  lead,
  closeLabel = 'Close',
  onClose,
  className = '',
}: {
  ids: { title: string; lead: string };
  title: string;
  lead: string;
  /** The Close button's name in the page's language. */
  closeLabel?: string;
  onClose: () => void;
  /** Added to the header row's classes (a sticky header, wider padding). */
  className?: string;
}) {
  return (
    <div className={`flex items-start justify-between gap-4 border-b border-black/10 px-6 py-5 ${className}`}>
      <div>
        <h2 id={ids.title} className="text-2xl sm:text-3xl">
          {title}
        </h2>
        <p id={ids.lead} className="mt-1 text-sm text-stone">
          {lead}
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-sm text-2xl hover:bg-sand"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** A dialog form's last row: Cancel, and the submit button that says when it is sending. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  submitting,
  children,
}: {
  onCancel: () => void;
  /** The Cancel button's text in the page's language. */
  cancelLabel?: string;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-black/10 pt-6 sm:flex-row sm:justify-end">
      <button type="button" className="btn-outline" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={submitting}>
        {children}
      </button>
    </div>
  );
}

/**
 * A lead form's submit button, on a row of its own. Never disabled before hydration: a submit then is held by
 * client:interaction and sent once live; while sending, it says so (the label given is the island's submitText).
 */
export function SubmitButton({ submitting = false, children }: { submitting?: boolean; children: ReactNode }) {
  return (
    <div>
      <button
        type="submit"
        className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        disabled={submitting}
      >
        {children}
      </button>
    </div>
  );
}

interface SentPanelProps {
  /** The island's state attribute ("data-inquiry-state"), here "sent". */
  stateAttribute: `data-${string}-state`;
  surface: 'bg-sand' | 'bg-white';
  title: string;
  text: string;
  /** The button that brings the form back ("Send Another Message"). */
  againLabel: string;
  onAgain: () => void;
}

/** One function for every mount, so that React calls it only when the element comes and goes. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** What a lead form island shows in place of the form once sent; its heading takes focus as it appears. */
export function SentPanel({ stateAttribute, surface, title, text, againLabel, onAgain }: SentPanelProps) {
  return (
    <div className={`rounded-sm border border-black/10 ${surface} p-8 text-center`} {...{ [stateAttribute]: 'sent' }}>
      <h3 ref={focusOnMount} tabIndex={-1} className="text-3xl outline-none">
        {title}
      </h3>
      <p className="mt-3 text-stone">{text}</p>
      <button type="button" className="btn-outline mt-6" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
