import type { InquiryFormInput } from '#src/schemas/inquiry.ts';
import { INTEREST_TYPES } from '#src/schemas/inquiry-fields.ts';
import { checkboxClass, ConsentRow, controlClass, Field, type FieldBinding } from '#src/lib/forms/fields.tsx';
import { ENGLISH_INQUIRY_FORM_TEXT, type InquiryFormText } from './inquiry-form-text.ts';

export type InquiryFieldName = Extract<keyof InquiryFormInput, string>;

/** The interest types offered: a type outside them (the schema accepts any string) is listed first. */
export function interestTypeChoices(selected: string): readonly string[] {
  const known: readonly string[] = INTEREST_TYPES;
  return known.includes(selected) ? known : [selected, ...known];
}

interface Props {
  bind: FieldBinding<InquiryFieldName>;
  /** The type selected at first; listed even when it is not one of them. */
  interestType: string;
  text?: InquiryFormText | undefined;
}

/**
 * The inquiry form's fields and consent, shared by the island (InquiryForm) and the form the pages and the
 * inquiries function render without JavaScript (StaticLeadForm).
 */
export function InquiryFields({
  bind: { fieldId, error, control },
  interestType,
  text = ENGLISH_INQUIRY_FORM_TEXT,
}: Props) {
  const { fields } = text;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={fieldId('name')} label={fields.name} error={error('name')} required>
          <input type="text" autoComplete="name" className={controlClass} {...control('name')} />
        </Field>
        <Field id={fieldId('email')} label={fields.email} error={error('email')} required>
          <input type="email" autoComplete="email" className={controlClass} {...control('email')} />
        </Field>
        <Field id={fieldId('phone')} label={fields.phone} error={error('phone')} required>
          <input type="tel" autoComplete="tel" className={controlClass} {...control('phone')} />
        </Field>
        <Field id={fieldId('interestType')} label={fields.interestType} error={error('interestType')}>
          <select className={controlClass} {...control('interestType')}>
            {interestTypeChoices(interestType).map((type) => (
              <option key={type} value={type}>
                {text.interestTypes[type] ?? type}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={fieldId('message')} label={fields.message} error={error('message')} required>
        <textarea rows={5} className={controlClass} {...control('message')} />
      </Field>
      <ConsentRow id={fieldId('consent')} error={error('consent')} text={text.consent}>
        <input type="checkbox" className={checkboxClass} {...control('consent')} />
      </ConsentRow>
    </>
  );
}
