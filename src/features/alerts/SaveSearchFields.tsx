import { ALERT_FREQUENCIES } from '#src/schemas/saved-search-fields.ts';
import { checkboxClass, ConsentRow, controlClass, Field, type FieldBinding } from '#src/lib/forms/fields.tsx';
import type { SaveSearchText } from './save-search-text.ts';

export type SaveSearchField = 'email' | 'frequency' | 'consent';

/**
 * The fields of "Save this search": the dialog's (react-hook-form) and the form without JavaScript, in the
 * words given (the page's language).
 */
export function SaveSearchFields({ bind, text }: { bind: FieldBinding<SaveSearchField>; text: SaveSearchText }) {
  const { fieldId, error, control } = bind;
  const consent = control('consent');
  return (
    <>
      <Field id={fieldId('email')} label={text.fields.email} error={error('email')} required>
        <input {...control('email')} type="email" autoComplete="email" className={controlClass} />
      </Field>
      <Field id={fieldId('frequency')} label={text.fields.frequency} error={error('frequency')} required>
        <select {...control('frequency')} className={controlClass}>
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {text.frequencies[frequency]}
            </option>
          ))}
        </select>
      </Field>
      <ConsentRow id={consent.id} error={error('consent')} text={text.consent}>
        <input {...consent} type="checkbox" className={checkboxClass} />
      </ConsentRow>
    </>
  );
}

/** What the fields start with: no address, daily, and consent never pre-checked. */
export const SAVE_SEARCH_DEFAULTS = { email: '', frequency: 'daily', consent: false } as const;
