import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { sendInquiry } from '#src/lib/api.ts';
import { VALUATION_SENT } from './leads.ts';
import type { ValuationFormInput, ValuationFormValues } from '#src/schemas/valuation.ts';
import {
  CONDITION_OPTIONS,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  VALUATION_DEFAULTS,
  type ValuationChoices,
} from '#src/schemas/valuation-fields.ts';
import { checkboxClass, ConsentRow, controlClass, Field } from './fields.tsx';
import { lazyZodResolver } from './lazyZodResolver.ts';
import Notifications from './Notifications.tsx';
import { $modalContainer } from './store.ts';
import { useLeadForm } from './useLeadForm.ts';
import { LIVE_ATTRIBUTE, OPEN_PENDING_ATTRIBUTE } from '#src/lib/pending-submit.ts';
import { valuationToInquiry } from './valuation-request.ts';

/** The schema and zod load when the form is first used, not with the page. */
const valuationValidation = lazyZodResolver(() =>
  import('#src/schemas/valuation.ts').then((module) => module.valuationFormSchema),
);

/** Buttons anywhere on the page with this attribute open the dialog. */
export const OPENER_SELECTOR = '[data-open-valuation]';

interface Props {
  /** The site path stored with the request; the current page's path when omitted. */
  sourcePage?: string;
}

/**
 * The home-valuation dialog: a native modal <dialog>. The browser keeps focus out of the page behind it
 * (inert), closes it with Escape and returns focus to the opener. It listens to every
 * `button[data-open-valuation]` on the page; pages hydrate it with `client:opener="[data-open-valuation]"`, so
 * the buttons are never disabled: a press before it is ready opens it once it is.
 */
export default function ValuationDialog({ sourcePage }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The pages prerender only the dialog's frame: hydrating its twenty fields cost more main-thread time
  // than anything else on them. Once rendered, the form stays, with whatever the visitor typed.
  const [opened, setOpened] = useState(false);
  const close = () => dialog.current?.close();
  const { fieldId, error, control, form, isSubmitting, submitText } = useLeadForm<
    ValuationFormInput,
    ValuationFormValues
  >({
    validation: valuationValidation,
    defaults: VALUATION_DEFAULTS,
    send: (values) => sendInquiry(valuationToInquiry(values), sourcePage ?? window.location.pathname),
    onSent: close,
    sentNotice: VALUATION_SENT,
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

  const text = (
    name: keyof ValuationFormInput,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'decimal';
      className?: string;
    } = {},
  ) => (
    <Field
      id={fieldId(name)}
      label={label}
      error={error(name)}
      required={options.required ?? false}
      className={options.className ?? ''}
    >
      <input
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        inputMode={options.inputMode}
        className={controlClass}
        {...control(name)}
      />
    </Field>
  );
  const select = (name: keyof ValuationFormInput, label: string, choices: ValuationChoices, required = false) => (
    <Field id={fieldId(name)} label={label} error={error(name)} required={required}>
      <select className={controlClass} {...control(name)}>
        <option value="">{required ? 'Select...' : 'Prefer not to say'}</option>
        {choices.map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </select>
    </Field>
  );
  const area = (name: keyof ValuationFormInput, label: string) => (
    <Field id={fieldId(name)} label={label} error={error(name)}>
      <textarea rows={3} className={controlClass} {...control(name)} />
    </Field>
  );
  const group = (title: string, children: ReactNode, first = false) => (
    <div className={first ? '' : 'border-t border-black/10 pt-6'}>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-5 font-display text-xl">{title}</legend>
        {children}
      </fieldset>
    </div>
  );

  return (
    <>
      <dialog
        ref={dialog}
        id={fieldId('dialog')}
        aria-labelledby={fieldId('title')}
        aria-describedby={fieldId('lead')}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(100%-2rem,52rem)] overflow-y-auto rounded-sm bg-paper p-0 text-ink shadow-2xl backdrop:bg-black/70"
      >
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-black/10 bg-paper px-6 py-5 sm:px-8">
          <div>
            <h2 id={fieldId('title')} className="text-2xl sm:text-3xl">
              Get Your Free Home Valuation
            </h2>
            <p id={fieldId('lead')} className="mt-1 text-sm text-stone">
              Tell us about your property and we'll prepare a complimentary market analysis within 24 hours.
            </p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-sm text-2xl hover:bg-sand"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {opened && (
          <form {...form} className="grid gap-8 px-6 py-6 sm:px-8" aria-busy={isSubmitting}>
            {group(
              'Contact Information',
              <>
                {text('fullName', 'Full Name', { required: true, autoComplete: 'name', className: 'sm:col-span-2' })}
                {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
                {text('phone', 'Phone', { required: true, type: 'tel', autoComplete: 'tel' })}
              </>,
              true,
            )}
            {group(
              'Property Address',
              <>
                {text('addressLine1', 'Street Address', {
                  required: true,
                  autoComplete: 'address-line1',
                  className: 'sm:col-span-2',
                })}
                {text('addressLine2', 'Apartment, Suite, Unit', {
                  autoComplete: 'address-line2',
                  className: 'sm:col-span-2',
                })}
                {text('city', 'City', { required: true, autoComplete: 'address-level2' })}
                <div className="grid grid-cols-2 gap-5">
                  {text('state', 'State', { required: true, autoComplete: 'address-level1' })}
                  {text('zip', 'ZIP Code', { required: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
                </div>
              </>,
            )}
            {group(
              'Property Details',
              <>
                {select('propertyType', 'Property Type', PROPERTY_TYPE_OPTIONS, true)}
                <div className="grid grid-cols-2 gap-5">
                  {text('beds', 'Bedrooms', { inputMode: 'numeric' })}
                  {text('baths', 'Bathrooms', { inputMode: 'decimal' })}
                </div>
                {text('squareFeet', 'Square Feet', { inputMode: 'numeric' })}
                {text('lotSize', 'Lot Size (acres)', { inputMode: 'decimal' })}
                {text('yearBuilt', 'Year Built', { inputMode: 'numeric' })}
              </>,
            )}
            {group(
              'Your Plans',
              <>
                {select('timeline', 'Selling Timeline', TIMELINE_OPTIONS, true)}
                {select('occupancy', 'Occupancy', OCCUPANCY_OPTIONS)}
                {select('condition', 'Condition', CONDITION_OPTIONS)}
                {text('targetPrice', 'Target Price', { inputMode: 'numeric' })}
              </>,
            )}
            <div className="grid gap-5 border-t border-black/10 pt-6">
              {area('upgrades', 'Recent Upgrades or Renovations')}
              {area('notes', 'Anything Else We Should Know?')}
              <ConsentRow id={fieldId('consent')} error={error('consent')}>
                <input type="checkbox" className={checkboxClass} {...control('consent')} />
              </ConsentRow>
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-black/10 pt-6 sm:flex-row sm:justify-end">
              <button type="button" className="btn-outline" onClick={close}>
                Cancel
              </button>
              <button
                type="submit"
                className="btn-primary disabled:cursor-wait disabled:opacity-70"
                disabled={isSubmitting}
              >
                {submitText('Request Valuation')}
              </button>
            </div>
          </form>
        )}
      </dialog>
      <Notifications />
    </>
  );
}
