import type { SubmitEvent } from 'react';
import { BED_OPTIONS, PRICE_OPTIONS, TYPE_OPTIONS, type Filters } from '../../lib/listings.ts';

interface Props {
  values: Filters;
  /** Prefix for element ids, so that two renderings on one page never clash. */
  idPrefix: string;
  /** With these the island controls the form; without them it is a plain GET form. */
  onChange?: (values: Filters) => void;
  onSubmit?: (values: Filters) => void;
}

const field = 'mt-1 block min-h-11 w-full rounded-sm border border-stone/50 bg-white px-3 text-ink';
const label = 'block text-xs font-semibold tracking-[0.15em] text-stone uppercase';

/**
 * The search bar: a real GET form to /properties, so searching works before and without JavaScript.
 * The island takes it over and updates the URL itself.
 */
export function SearchForm({ values, idPrefix, onChange, onSubmit }: Props) {
  const controlled = onChange !== undefined;
  const bind = (key: keyof Filters) =>
    controlled
      ? { value: values[key], onChange: (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value }) }
      : { defaultValue: values[key] };
  const submit = onSubmit
    ? (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(values);
      }
    : undefined;
  return (
    <form
      method="get"
      action="/properties"
      role="search"
      aria-label="Search properties"
      onSubmit={submit}
      className="grid gap-4 border border-black/10 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor={`${idPrefix}-location`} className={label}>
          Location
        </label>
        <input id={`${idPrefix}-location`} name="location" type="search" maxLength={100} placeholder="City, address or ZIP" autoComplete="off" className={field} {...bind('location')} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-type`} className={label}>
          Property Type
        </label>
        <select id={`${idPrefix}-type`} name="type" className={field} {...bind('type')}>
          <option value="">Any type</option>
          {TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-price`} className={label}>
          Price
        </label>
        <select id={`${idPrefix}-price`} name="price" className={field} {...bind('price')}>
          <option value="">Any price</option>
          {PRICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-beds`} className={label}>
          Beds
        </label>
        <select id={`${idPrefix}-beds`} name="beds" className={field} {...bind('beds')}>
          <option value="">Any beds</option>
          {BED_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary sm:col-span-2 lg:col-span-1">
        Search
      </button>
    </form>
  );
}
