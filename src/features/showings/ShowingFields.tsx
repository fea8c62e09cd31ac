import {
  checkboxClass,
  ConsentRow,
  controlClass,
  Field,
  FieldError,
  type ControlProps,
  type FieldBinding,
} from '#src/lib/forms/fields.tsx';
import { SHOWING_MODES } from '#src/schemas/showing-fields.ts';
import { fillIn } from '#src/lib/fill-in.ts';
import type { ShowingDay } from './slots.ts';
import type { ShowingFormText } from './showing-text.ts';

export type ShowingFieldName = 'day' | 'start' | 'mode' | 'name' | 'email' | 'phone' | 'note' | 'consent';

interface Props {
  bind: FieldBinding<ShowingFieldName>;
  /** The days with slots, earliest first (at least one). */
  days: readonly ShowingDay[];
  /** The day shown picked: its times show, the other days' stay hidden. */
  day: string;
  /** The time and the mode picked at first. */
  start: string;
  mode: string;
  /** The island's: a day was picked. */
  onDay?: (day: string) => void;
  /**
   * The island's, once live: the other days' times are disabled, so a time left picked on a day the visitor
   * moved away from is not sent and the first invalid control is one that shows.
   */
  live?: boolean;
  text: ShowingFormText;
}

type FieldId = FieldBinding<ShowingFieldName>['fieldId'];
/** The ids of the day radios, and of the mode radios (the first takes the group's: the error list links to it). */
export const dayRadioId = (fieldId: FieldId, index: number): string => `${fieldId('day')}-${String(index)}`;
export const modeRadioId = (fieldId: FieldId, index: number): string =>
  index === 0 ? fieldId('mode') : `${fieldId('mode')}-${String(index)}`;

/** A radio of a group: the group's control with its own id (if a label or link names it) and value, checked or not. */
function radio(control: ControlProps, id: string | undefined, value: string, checked: boolean) {
  const { defaultValue: _value, defaultChecked: _checked, ...props } = control;
  return { ...props, id, value, defaultChecked: checked };
}

const chip =
  'relative inline-flex min-h-11 cursor-pointer items-center rounded-sm border border-black/25 bg-white px-3.5 text-sm font-semibold text-ink hover:border-ink';
/** A chip that wraps its (visually hidden) radio. */
const wrappingChip = `${chip} has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-bronze has-[:focus-visible]:ring-offset-2`;
/** A day's chip follows its radio, so that the radio can also show that day's times (see below). */
const dayChip = `${chip} [input:checked+&]:border-ink [input:checked+&]:bg-ink [input:checked+&]:text-paper [input:focus-visible+&]:ring-2 [input:focus-visible+&]:ring-bronze [input:focus-visible+&]:ring-offset-2`;

/**
 * The showing form's fields, shared by the island (ShowingRequest) and the form rendered without JavaScript
 * (StaticShowingForm). The day picker needs no script: each day's radio is followed by its chip and then its
 * group of times, which shows only after a checked radio (`input:checked + label + fieldset`), below the
 * chips (`order-last`). Every radio is a native one, so arrows move within a group and Tab between them.
 */
export function ShowingFields({
  bind: { fieldId, error, control },
  days,
  day,
  start,
  mode,
  onDay,
  live = false,
  text,
}: Props) {
  const picked = days.some((offered) => offered.date === day) ? day : (days[0]?.date ?? '');
  const dayControl = control('day');
  const pickDay = async (event: { target: { value: string } }) => {
    onDay?.(event.target.value);
    return dayControl.onChange?.(event);
  };
  const startControl = control('start');
  return (
    <>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          {text.chooseDay}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </legend>
        <div className="relative mt-3 flex flex-wrap gap-2" data-showing-days>
          {days.map((offered, index) => (
            <DayOption
              key={offered.date}
              offered={offered}
              dayId={dayRadioId(fieldId, index)}
              dayRadio={{
                ...radio(dayControl, dayRadioId(fieldId, index), offered.date, offered.date === picked),
                onChange: pickDay,
              }}
              startRadio={(slot, slotIndex) =>
                radio(
                  startControl,
                  // The first time of the day shown picked takes the group's id: the error list links to it. The
                  // others need none (each is inside its label), which spares the page a hundred ids.
                  offered.date === picked && slotIndex === 0 ? fieldId('start') : undefined,
                  slot.start,
                  Date.parse(slot.start) === Date.parse(start),
                )
              }
              disabled={live && offered.date !== picked}
              timesOn={text.timesOn}
            />
          ))}
        </div>
        <FieldError id={fieldId('start')} error={error('start')} />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{text.how}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {SHOWING_MODES.map((value, index) => (
            <label key={value} className={wrappingChip}>
              <input
                type="radio"
                className="sr-only"
                {...radio(control('mode'), modeRadioId(fieldId, index), value, value === mode)}
              />
              {text.modes[value]}
            </label>
          ))}
        </div>
        <FieldError id={fieldId('mode')} error={error('mode')} />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={fieldId('name')} label={text.fields.name} error={error('name')} required>
          <input type="text" autoComplete="name" className={controlClass} {...control('name')} />
        </Field>
        <Field id={fieldId('email')} label={text.fields.email} error={error('email')} required>
          <input type="email" autoComplete="email" className={controlClass} {...control('email')} />
        </Field>
        <Field
          id={fieldId('phone')}
          label={text.fields.phone}
          error={error('phone')}
          required
          className="sm:col-span-2"
        >
          <input type="tel" autoComplete="tel" className={controlClass} {...control('phone')} />
        </Field>
      </div>
      <Field id={fieldId('note')} label={text.fields.note} error={error('note')}>
        <textarea rows={3} className={controlClass} {...control('note')} />
      </Field>
      <ConsentRow id={fieldId('consent')} error={error('consent')} text={text.consent}>
        <input type="checkbox" className={checkboxClass} {...control('consent')} />
      </ConsentRow>
    </>
  );
}

interface DayOptionProps {
  offered: ShowingDay;
  dayId: string;
  dayRadio: ReturnType<typeof radio>;
  startRadio: (slot: ShowingDay['slots'][number], index: number) => ReturnType<typeof radio>;
  disabled: boolean;
  /** "Times on {day}". */
  timesOn: string;
}

/** A day's radio, its chip, and its times (shown while the radio is checked). */
function DayOption({ offered, dayId, dayRadio, startRadio, disabled, timesOn }: DayOptionProps) {
  return (
    <>
      <input type="radio" className="sr-only" {...dayRadio} />
      <label htmlFor={dayId} className={dayChip}>
        {offered.shortLabel}
      </label>
      <fieldset
        className="order-last hidden basis-full pt-4 [input:checked+label+&]:block"
        data-showing-day={offered.date}
      >
        <legend className="text-sm font-semibold text-ink">{fillIn(timesOn, { day: offered.label })}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {offered.slots.map((slot, index) => (
            <label key={slot.start} className={wrappingChip}>
              <input type="radio" className="sr-only" disabled={disabled} {...startRadio(slot, index)} />
              {slot.time}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
