import type { SubmitEvent } from 'react';
import { filterOptions, priceBandAsRange } from './search-options.ts';
import { useSearchText } from './search-text.ts';
import { LOCATION_MAX_LENGTH } from '#src/schemas/property-fields.ts';
import type { FilterKey, ResultsFilters } from '#src/schemas/results-query.ts';

interface Props {
  /** The search shown: the fields start with it. */
  values: ResultsFilters;
  /** Prefix for element ids, so that two renderings on one page never clash. */
  idPrefix: string;
  /** With it the island searches itself, from what the form holds; without it this is a plain GET form. */
  onSubmit?: (form: HTMLFormElement) => void;
}

const field = 'mt-1 block min-h-11 w-full rounded-sm border border-stone/50 bg-white px-3 text-ink';
const label = 'block text-xs font-semibold tracking-[0.15em] text-stone uppercase';

/** The filters of "More filters", which starts open when the search uses one. */
const MORE: readonly FilterKey[] = ['baths', 'sqft', 'status', 'waterfront', 'waterView', 'openHouse'];

interface FilterSelectProps {
  idPrefix: string;
  /** The filter's key: its choices and its "Any …" choice come from the filters' table. */
  name: FilterKey;
  values: ResultsFilters;
  className?: string;
}

function FilterSelect({ idPrefix, name, values, className }: FilterSelectProps) {
  const id = `${idPrefix}-${name}`;
  const words = useSearchText().filters[name];
  return (
    <div className={className}>
      <label htmlFor={id} className={label}>
        {words?.label}
      </label>
      <select id={id} name={name} className={field} defaultValue={values[name]}>
        <option value="">{words?.any}</option>
        {filterOptions(name).map((option) => (
          <option key={option.value} value={option.value}>
            {words?.options[option.value] ?? option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A filter of one choice (the table's) as a checkbox: checked, it sends that value ("waterfront=yes"). */
function FilterCheckbox({ name, values }: { name: FilterKey; values: ResultsFilters }) {
  const [choice] = filterOptions(name);
  const words = useSearchText().filters[name];
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        name={name}
        value={choice?.value}
        defaultChecked={values[name] !== ''}
        className="size-6 accent-ink"
      />
      {choice && (words?.options[choice.value] ?? choice.label)}
    </label>
  );
}

/**
 * The search bar: a real GET form to /properties, so searching works before and without JavaScript. Its
 * fields are the browser's own (the island reads them when it searches, and renders the form again for
 * each search it shows), so what a visitor chose before the island hydrated stays. It offers the min and max
 * price: a price band from an old URL shows as them, and a search sent from here finds the same homes.
 */
export function SearchForm({ values: filters, idPrefix, onSubmit }: Props) {
  const values = priceBandAsRange(filters);
  const text = useSearchText();
  return (
    <form
      method="get"
      action={text.path}
      role="search"
      aria-label={text.form.name}
      onSubmit={
        onSubmit &&
        ((event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        })
      }
      className="grid grid-cols-2 gap-4 border border-black/10 bg-white p-5 shadow-sm lg:grid-cols-[2fr_repeat(4,minmax(0,1fr))] lg:items-end"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${idPrefix}-location`} className={label}>
          {text.form.location}
        </label>
        <input
          id={`${idPrefix}-location`}
          name="location"
          type="search"
          maxLength={LOCATION_MAX_LENGTH}
          placeholder={text.form.locationPlaceholder}
          autoComplete="off"
          className={field}
          defaultValue={values.location}
        />
      </div>
      <FilterSelect idPrefix={idPrefix} name="type" values={values} />
      <FilterSelect idPrefix={idPrefix} name="beds" values={values} />
      <FilterSelect idPrefix={idPrefix} name="minPrice" values={values} />
      <FilterSelect idPrefix={idPrefix} name="maxPrice" values={values} />
      <details className="group col-span-2 lg:col-span-4" open={MORE.some((key) => values[key] !== '')}>
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-semibold text-bronze underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          {text.form.moreFilters}
          <span aria-hidden="true" className="inline-block group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4">
          <FilterSelect idPrefix={idPrefix} name="baths" values={values} />
          <FilterSelect idPrefix={idPrefix} name="sqft" values={values} />
          <FilterSelect
            idPrefix={idPrefix}
            name="status"

            values={values}
            className="col-span-2 lg:col-span-1"
          />
          <fieldset className="col-span-2 lg:col-span-1">
            <legend className="sr-only">{text.form.features}</legend>
            <FilterCheckbox name="waterfront" values={values} />
            <FilterCheckbox name="waterView" values={values} />
            <FilterCheckbox name="openHouse" values={values} />
          </fieldset>
        </div>
      </details>
      <button type="submit" className="btn-primary col-span-2 lg:col-span-1 lg:self-start">
        {text.form.submit}
      </button>
    </form>
  );
}
