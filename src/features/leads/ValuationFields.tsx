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

export type ValuationFieldName = Extract<keyof ValuationFormInput, string>;

/**
 * The valuation form's groups of fields and its consent, shared by the dialog (ValuationDialog) and the
 * form rendered without JavaScript on /home-valuation and by the inquiries function (StaticLeadForm).
 */
export function ValuationFields({ bind: { fieldId, error, control } }: { bind: FieldBinding<ValuationFieldName> }) {
  const text = (
    name: ValuationFieldName,
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
  const select = (name: ValuationFieldName, label: string, choices: ValuationChoices, required = false) => (
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
  const area = (name: ValuationFieldName, label: string) => (
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
    </>
  );
}
