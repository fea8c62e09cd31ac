import type { Ref, SubmitEvent } from 'react';
import { filterOptions } from './search-options.ts';
import { LOCATION_MAX_LENGTH } from '#src/schemas/property-fields.ts';
import type { FilterKey, ResultsFilters } from '#src/schemas/results-query.ts';

interface Props {
  values: ResultsFilters;
  /** Prefix for element ids, so that two renderings on one page never clash. */
  idPrefix: string;
  /** With these the island controls the form; without them it is a plain GET form. */
  onChange?: (values: ResultsFilters) => void;
  onSubmit?: (values: ResultsFilters) => void;
  /** The form element, for the island to read what was typed before it hydrated. */
  formRef?: Ref<HTMLFormElement>;
}

const field = 'mt-1 block min-h-11 w-full rounded-sm border border-stone/50 bg-white px-3 text-ink';
const label = 'block text-xs font-semibold tracking-[0.15em] text-stone uppercase';

/** How a control gets its value: controlled by the island, or a default in the plain GET form. */
type Binding = { value: string; onChange: (event: { target: { value: string } }) => void } | { defaultValue: string };

interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  /** The first option, which clears the filter. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  bind: Binding;
}

function FilterSelect({ id, name, label: text, anyLabel, options, bind }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} name={name} className={field} {...bind}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search bar: a real GET form to /properties, so searching works before and without JavaScript.
 * The island takes it over and updates the URL itself.
 */
export function SearchForm({ values, idPrefix, onChange, onSubmit, formRef }: Props) {
  const controlled = onChange !== undefined;
  const bind = (key: FilterKey): Binding =>
    controlled
      ? {
          value: values[key],
          onChange: (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value }),
        }
      : { defaultValue: values[key] };
  const submit = onSubmit
    ? (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(values);
      }
    : undefined;
  return (
    <form
      ref={formRef}
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
        <input
          id={`${idPrefix}-location`}
          name="location"
          type="search"
          maxLength={LOCATION_MAX_LENGTH}
          placeholder="City, address or ZIP"
          autoComplete="off"
          className={field}
          {...bind('location')}
        />
      </div>
      <FilterSelect
        id={`${idPrefix}-type`}
        name="type"
        label="Property Type"
        anyLabel="Any type"
        options={filterOptions('type')}
        bind={bind('type')}
      />
      <FilterSelect
        id={`${idPrefix}-price`}
        name="price"
        label="Price"
        anyLabel="Any price"
        options={filterOptions('price')}
        bind={bind('price')}
      />
      <FilterSelect
        id={`${idPrefix}-beds`}
        name="beds"
        label="Beds"
        anyLabel="Any beds"
        options={filterOptions('beds')}
        bind={bind('beds')}
      />
      <button type="submit" className="btn-primary sm:col-span-2 lg:col-span-1">
        Search
      </button>
    </form>
  );
}
