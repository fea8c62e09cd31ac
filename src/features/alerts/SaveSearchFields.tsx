import { ALERT_CONSENT_LABEL, ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS } from '#src/schemas/saved-search-fields.ts';
import { checkboxClass, ConsentRow, controlClass, Field, type FieldBinding } from '#src/lib/forms/fields.tsx';

export type SaveSearchField = 'email' | 'frequency' | 'consent';

/** The fields of "Save this search": the dialog's (react-hook-form) and the form without JavaScript. */
export function SaveSearchFields({ bind }: { bind: FieldBinding<SaveSearchField> }) {
  const { fieldId, error, control } = bind;
  const consent = control('consent');
  return (
    <>
      <Field id={fieldId('email')} label="Email" error={error('email')} required>
        <input {...control('email')} type="email" autoComplete="email" className={controlClass} />
      </Field>
      <Field id={fieldId('frequency')} label="How often" error={error('frequency')} required>
        <select {...control('frequency')} className={controlClass}>
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {ALERT_FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </select>
      </Field>
      <ConsentRow id={consent.id} error={error('consent')} label={ALERT_CONSENT_LABEL}>
        <input {...consent} type="checkbox" className={checkboxClass} />
      </ConsentRow>
    </>
  );
}

/** What the fields start with: no address, daily, and consent never pre-checked. */
export const SAVE_SEARCH_DEFAULTS = { email: '', frequency: 'daily', consent: false } as const;
