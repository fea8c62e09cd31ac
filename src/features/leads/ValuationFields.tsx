import type { ReactNode } from 'react';
import type { ValuationFormInput } from '#src/schemas/valuation.ts';
import {
  CONDITION_OPTIONS,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  type ValuationChoices,
} from '#src/schemas/valuation-fields.ts';
import { checkboxClass, ConsentRow, controlClass, Field, type FieldBinding } from '#src/lib/forms/fields.tsx';
import {
  ENGLISH_VALUATION_FORM_TEXT,
  type ValuationFormText,
  type ValuationLabelledField,
  type ValuationSelect,
} from './valuation-form-text.ts';

export type ValuationFieldName = Extract<keyof ValuationFormInput, string>;

/**
 * The valuation form's groups of fields and its consent, shared by the dialog (ValuationDialog) and the
 * form rendered without JavaScript on /home-valuation and by the inquiries function (StaticLeadForm).
 */
export function ValuationFields({
  bind: { fieldId, error, control },
  text: words = ENGLISH_VALUATION_FORM_TEXT,
}: {
  bind: FieldBinding<ValuationFieldName>;
  /** The form's words in the page's language (valuation-form-words.ts); English by default. */
  text?: ValuationFormText | undefined;
}) {
  const { labels, groups } = words;
  const input = (
    name: ValuationLabelledField,
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
      label={labels[name]}
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
  const select = (name: ValuationSelect, choices: ValuationChoices, required = false) => (
    <Field id={fieldId(name)} label={labels[name]} error={error(name)} required={required}>
      <select className={controlClass} {...control(name)}>
        <option value="">{required ? words.select : words.preferNot}</option>
        {choices.map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {words.choices[name][value] ?? optionLabel}
          </option>
        ))}
      </select>
    </Field>
  );
  const area = (name: ValuationLabelledField) => (
    <Field id={fieldId(name)} label={labels[name]} error={error(name)}>
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
      {group(
        groups.contact,
        <>
          {input('fullName', { required: true, autoComplete: 'name', className: 'sm:col-span-2' })}
          {input('email', { required: true, type: 'email', autoComplete: 'email' })}
          {input('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
        </>,
        true,
      )}
      {group(
        groups.address,
        <>
          {input('addressLine1', { required: true, autoComplete: 'address-line1', className: 'sm:col-span-2' })}
          {input('addressLine2', { autoComplete: 'address-line2', className: 'sm:col-span-2' })}
          {input('city', { required: true, autoComplete: 'address-level2' })}
          <div className="grid grid-cols-2 gap-5">
            {input('state', { required: true, autoComplete: 'address-level1' })}
            {input('zip', { required: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
          </div>
        </>,
      )}
      {group(
        groups.details,
        <>
          {select('propertyType', PROPERTY_TYPE_OPTIONS, true)}
          <div className="grid grid-cols-2 gap-5">
            {input('beds', { inputMode: 'numeric' })}
            {input('baths', { inputMode: 'decimal' })}
          </div>
          {input('squareFeet', { inputMode: 'numeric' })}
          {input('lotSize', { inputMode: 'decimal' })}
          {input('yearBuilt', { inputMode: 'numeric' })}
        </>,
      )}
      {group(
        groups.plans,
        <>
          {select('timeline', TIMELINE_OPTIONS, true)}
          {select('occupancy', OCCUPANCY_OPTIONS)}
          {select('condition', CONDITION_OPTIONS)}
          {input('targetPrice', { inputMode: 'numeric' })}
        </>,
      )}
      <div className="grid gap-5 border-t border-black/10 pt-6">
        {area('upgrades')}
        {area('notes')}
        <ConsentRow id={fieldId('consent')} error={error('consent')} text={words.consent}>
          <input type="checkbox" className={checkboxClass} {...control('consent')} />
        </ConsentRow>
      </div>
    </>
  );
}
