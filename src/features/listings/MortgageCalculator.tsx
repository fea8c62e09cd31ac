import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { fillIn, splitAt } from '#src/lib/fill-in.ts';
import {
  downPaymentAmount,
  estimateMonthlyCosts,
  LOAN_TERMS,
  MORTGAGE_FIELDS,
  parseField,
  type FieldRule,
} from './mortgage.ts';
import type { MortgageEstimateProps } from './mortgage-props.ts';
import { ENGLISH_MORTGAGE_TEXT, mortgageFigures, type MortgageText } from './mortgage-text.ts';
import { pageIslandWords } from '#src/lib/island-words.ts';

// Outside English, the page's words come with the code, not in the page (island-words.ts).
const PAGE_TEXT = await pageIslandWords<MortgageText>('MortgageCalculator');

const input =
  'mt-2 block min-h-11 w-full border border-black/25 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700';

function Field(props: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  name: keyof TypedValues;
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
          name={props.name}
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

/** One line of the breakdown: what it is, its amount a month, and how it was reached. */
function Cost(props: { label: string; cost: string; amount: string; note: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-black/10 py-3">
      <dt>{props.label}</dt>
      <dd className="font-display text-xl" data-cost={props.cost}>
        {props.amount}
      </dd>
      <dd className="w-full text-sm text-stone">{props.note}</dd>
    </div>
  );
}

interface TypedValues {
  price: string;
  downPayment: string;
  rate: string;
}

/** What the server-rendered fields hold when the island hydrates: what the visitor typed or chose before it. */
function typedFields(fields: HTMLElement): { values: TypedValues; term: number } | null {
  const text = (name: keyof TypedValues) => fields.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
  const [price, downPayment, rate] = [text('price'), text('downPayment'), text('rate')];
  const term = Number(fields.querySelector<HTMLSelectElement>('select[name="term"]')?.value);
  if (price === undefined || downPayment === undefined || rate === undefined) return null;
  return {
    values: { price, downPayment, rate },
    term: (LOAN_TERMS as readonly number[]).includes(term) ? term : LOAN_TERMS[0],
  };
}

/**
 * "Mortgage Estimate": the monthly cost of the home, broken down into principal and interest (from the price,
 * down payment, rate and term), property tax (the town's rate), insurance (an estimate) and the HOA fee, in
 * whole dollars. The server HTML already shows the estimate for the listing; it recomputes as the visitor types,
 * and a field it cannot read gets a message under it, never NaN.
 */
export default function MortgageCalculator({
  price,
  defaultRate,
  rateAsOf,
  insuranceRate,
  tax,
  hoaFee,
  text = PAGE_TEXT ?? ENGLISH_MORTGAGE_TEXT,
}: MortgageEstimateProps & {
  /** The words in the page's language (listing-words.ts); English by default. */
  text?: MortgageText | undefined;
}) {
  const id = useId();
  const figures = mortgageFigures(text);
  const [values, setValues] = useState<TypedValues>({
    price: figures.priceField(price),
    downPayment: '20',
    rate: figures.number(defaultRate),
  });
  const [term, setTerm] = useState<number>(LOAN_TERMS[0]);
  const fieldsRef = useRef<HTMLDivElement>(null);
  // What the visitor typed or chose in the server HTML before hydration stays, and counts.
  useEffect(() => {
    const typed = fieldsRef.current && typedFields(fieldsRef.current);
    if (typed) {
      setValues(typed.values);
      setTerm(typed.term);
    }
  }, []);

  const read = (key: keyof typeof values, rule: FieldRule) => parseField(figures.typed(values[key]), rule);
  const fields = {
    price: read('price', MORTGAGE_FIELDS.price),
    downPayment: read('downPayment', MORTGAGE_FIELDS.downPayment),
    rate: read('rate', MORTGAGE_FIELDS.rate),
  };
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const costs =
    fields.price.ok && fields.downPayment.ok && fields.rate.ok
      ? estimateMonthlyCosts({
          price: fields.price.value,
          downPaymentPercent: fields.downPayment.value,
          ratePercent: fields.rate.value,
          termYears: term,
          taxRatePerThousand: tax.ratePerThousand,
          insuranceRatePercent: insuranceRate,
          hoaFee,
        })
      : null;
  // The loan's amount is marked in the note: the template is cut where it goes.
  const loanNote = splitAt(
    fillIn(text.principalNote, { term, rate: fields.rate.ok ? figures.number(fields.rate.value) : '' }),
    'amount',
  );
  const error = (key: keyof typeof fields) => {
    const field = fields[key];
    return field.ok ? null : figures.message(field.message);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 border border-black/10 bg-sand p-6 print:hidden">
      <h2 id={`${id}-heading`} className="text-3xl">
        {text.heading}
      </h2>
      {/* Not a <form>: the estimate follows every keystroke, so there is nothing to submit. */}
      <div ref={fieldsRef} className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field
          id={`${id}-price`}
          label={text.price}
          value={values.price}
          error={error('price')}
          onChange={set('price')}
          name="price"
        />
        <Field
          id={`${id}-down`}
          label={text.downPayment}
          value={values.downPayment}
          error={error('downPayment')}
          onChange={set('downPayment')}
          name="downPayment"
          {...(fields.price.ok && fields.downPayment.ok
            ? { aside: figures.price(downPaymentAmount(fields.price.value, fields.downPayment.value)) }
            : {})}
        />
        <Field
          id={`${id}-rate`}
          label={text.rate}
          value={values.rate}
          error={error('rate')}
          onChange={set('rate')}
          name="rate"
        />
        <div>
          <label htmlFor={`${id}-term`} className="text-sm font-semibold">
            {text.term}
          </label>
          <select
            id={`${id}-term`}
            name="term"
            value={term}
            onChange={(event) => setTerm(Number(event.target.value))}
            className={input}
          >
            {LOAN_TERMS.map((years) => (
              <option key={years} value={years}>
                {figures.years(years)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-6 lining-nums tabular-nums" data-mortgage-result>
        <dl>
          {/* The one live part: each change reads as "Total per month $4,312", not every figure again. */}
          <div
            className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-black/25 pb-3"
            aria-live="polite"
            aria-atomic="true"
          >
            <dt className="font-semibold">{costs?.propertyTax === null ? text.totalWithoutTax : text.total}</dt>
            {costs ? (
              <dd className="font-display text-3xl" data-monthly-total>
                {figures.price(costs.total)}
              </dd>
            ) : (
              <dd className="text-stone">{text.correct}</dd>
            )}
          </div>
          {costs && fields.rate.ok && (
            <>
              <Cost
                label={text.principal}
                cost="principal-and-interest"
                amount={figures.price(costs.principalAndInterest)}
                note={
                  <>
                    {loanNote[0]}
                    <span data-loan-amount>{figures.price(costs.loanAmount)}</span>
                    {loanNote[1]}
                  </>
                }
              />
              <Cost
                label={text.tax}
                cost="property-tax"
                amount={costs.propertyTax === null ? text.notIncluded : figures.price(costs.propertyTax)}
                note={
                  tax.ratePerThousand === null
                    ? fillIn(text.noRate, { year: tax.year, place: tax.place })
                    : fillIn(text.taxRate, {
                        place: tax.place,
                        rate: figures.perThousand(tax.ratePerThousand),
                        year: tax.year,
                      })
                }
              />
              <Cost
                label={text.insurance}
                cost="insurance"
                amount={figures.price(costs.insurance)}
                note={fillIn(text.insuranceNote, { rate: figures.number(insuranceRate) })}
              />
              <Cost
                label={text.hoa}
                cost="hoa"
                amount={figures.price(costs.hoa)}
                note={hoaFee === null ? text.hoaNone : text.hoaListed}
              />
            </>
          )}
        </dl>
        <p className="mt-3 text-sm text-stone" data-rate-as-of>
          {fillIn(text.rateAsOf, { rate: figures.number(defaultRate), date: figures.date(rateAsOf) })}
        </p>
      </div>
      <p className="mt-4 text-sm text-stone">{text.disclaimer}</p>
    </section>
  );
}
