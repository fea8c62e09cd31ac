import { useId, useState } from 'react';
import { formatLongDate, formatPriceFull } from '#src/lib/format.ts';
import {
  downPaymentAmount,
  estimateMortgage,
  LOAN_TERMS,
  MORTGAGE_FIELDS,
  parseField,
  type FieldRule,
} from './mortgage.ts';

interface Props {
  /** The listing's price, prefilled. */
  price: number;
  /** data/site.json mortgage.defaultRate (percent) and the day it was read. */
  defaultRate: number;
  rateAsOf: string;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const input =
  'mt-2 block min-h-11 w-full border border-black/25 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700';

function Field(props: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  aside?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={props.id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          aria-invalid={props.error !== null}
          aria-describedby={props.error ? errorId : undefined}
          className={input}
        />
        {props.aside && (
          <output htmlFor={props.id} className="mt-2 shrink-0 text-sm text-stone" data-down-payment-amount>
            {props.aside}
          </output>
        )}
      </div>
      {props.error && (
        <p id={errorId} className="mt-1 text-sm text-red-700" data-field-error>
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * "Mortgage Estimate": monthly principal and interest from the home price, down payment, rate and term.
 * Recomputes as the visitor types; a field it cannot read gets a message under it, never NaN.
 */
export default function MortgageCalculator({ price, defaultRate, rateAsOf }: Props) {
  const id = useId();
  const [values, setValues] = useState({
    price: price.toLocaleString('en-US'),
    downPayment: '20',
    rate: String(defaultRate),
  });
  const [term, setTerm] = useState<number>(LOAN_TERMS[0]);
  const read = (key: keyof typeof values, rule: FieldRule) => parseField(values[key], rule);
  const fields = {
    price: read('price', MORTGAGE_FIELDS.price),
    downPayment: read('downPayment', MORTGAGE_FIELDS.downPayment),
    rate: read('rate', MORTGAGE_FIELDS.rate),
  };
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const estimate =
    fields.price.ok && fields.downPayment.ok && fields.rate.ok
      ? estimateMortgage({
          price: fields.price.value,
          downPaymentPercent: fields.downPayment.value,
          ratePercent: fields.rate.value,
          termYears: term,
        })
      : null;
  const error = (key: keyof typeof fields) => {
    const field = fields[key];
    return field.ok ? null : field.message;
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 border border-black/10 bg-sand p-6 print:hidden">
      <h2 id={`${id}-heading`} className="text-3xl">
        Mortgage Estimate
      </h2>
      {/* Not a <form>: the estimate follows every keystroke, so there is nothing to submit. */}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field
          id={`${id}-price`}
          label="Home price"
          value={values.price}
          error={error('price')}
          onChange={set('price')}
        />
        <Field
          id={`${id}-down`}
          label="Down payment (%)"
          value={values.downPayment}
          error={error('downPayment')}
          onChange={set('downPayment')}
          {...(fields.price.ok && fields.downPayment.ok
            ? { aside: formatPriceFull(downPaymentAmount(fields.price.value, fields.downPayment.value)) }
            : {})}
        />
        <Field
          id={`${id}-rate`}
          label="Interest rate (%)"
          value={values.rate}
          error={error('rate')}
          onChange={set('rate')}
        />
        <div>
          <label htmlFor={`${id}-term`} className="text-sm font-semibold">
            Loan term
          </label>
          <select
            id={`${id}-term`}
            value={term}
            onChange={(event) => setTerm(Number(event.target.value))}
            className={input}
          >
            {LOAN_TERMS.map((years) => (
              <option key={years} value={years}>
                {years} years
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-6 border-t border-black/10 pt-5" aria-live="polite" data-mortgage-result>
        {estimate ? (
          <dl className="grid gap-4 lining-nums tabular-nums sm:grid-cols-2">
            <div>
              <dt className="text-sm text-stone">Monthly principal and interest</dt>
              <dd className="font-display text-3xl" data-monthly-payment>
                {dollars.format(estimate.monthlyPayment)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-stone">Loan amount</dt>
              <dd className="font-display text-3xl" data-loan-amount>
                {formatPriceFull(estimate.loanAmount)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-stone">Correct the fields above to see the estimate.</p>
        )}
        <p className="mt-3 text-sm text-stone" data-rate-as-of>
          Default rate {defaultRate}% as of {formatLongDate(rateAsOf)}.
        </p>
      </div>
      <p className="mt-4 text-sm text-stone">
        This is an estimate for illustration only, not an offer of credit. Taxes, insurance and fees are not included.
      </p>
    </section>
  );
}
