import { useState, type FormEvent } from 'react';
import type { input, output, ZodMiniType } from 'zod/mini';
import { messagesByField } from '../../lib/validation';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type FieldValue = string | boolean | undefined;
type FormSchema = ZodMiniType<object, Record<string, FieldValue>>;

const isCheckbox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === 'checkbox';

/**
 * Uncontrolled form fields validated by one zod schema, as react-hook-form's zodResolver does it, at about
 * a tenth of its size (the lead forms are on pages with a 90 KB budget). Validates on submit, then
 * again as each field changes; a failed submit focuses the first invalid field. The schema (and zod) load
 * when the visitor first focuses the form (`preload`) or submits it, not with the page. Like
 * react-hook-form, it keeps the loader and defaults of the first render, and its functions are stable.
 */
export function useSchemaForm<S extends FormSchema>(loadSchema: () => Promise<S>, defaults: input<S>) {
  type Name = keyof input<S> & string;
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [form] = useState(() => createForm<S, Name>(loadSchema, defaults, setErrors, setSubmitting));
  return { ...form, errors, isSubmitting };
}

function createForm<S extends FormSchema, Name extends keyof input<S> & string>(
  loadSchema: () => Promise<S>,
  defaults: input<S>,
  setErrors: (update: (previous: Partial<Record<Name, string>>) => Partial<Record<Name, string>>) => void,
  setSubmitting: (submitting: boolean) => void,
) {
  const controls = new Map<Name, Control>();
  let submitted = false;
  let loading: Promise<S> | null = null;
  let loaded: S | null = null;
  const preload = (): Promise<S> => {
    loading ??= loadSchema().then(
      (schema) => (loaded = schema),
      (error: unknown) => {
        loading = null; // a failed download is tried again on the next submit
        throw error;
      },
    );
    return loading;
  };

  const values = (): Record<string, FieldValue> => {
    const current: Record<string, FieldValue> = { ...defaults };
    for (const [name, control] of controls) current[name] = isCheckbox(control) ? control.checked : control.value;
    return current;
  };
  const setValue = (name: Name, value: FieldValue) => {
    const control = controls.get(name);
    if (!control) return;
    if (isCheckbox(control)) control.checked = value === true;
    else control.value = typeof value === 'string' ? value : '';
  };
  const setError = (name: Name, message: string | undefined) =>
    setErrors((previous) => {
      const next = { ...previous };
      if (message === undefined) delete next[name];
      else next[name] = message;
      return next;
    });
  const revalidate = async (name: Name) => {
    const result = (await preload()).safeParse(values());
    setError(name, result.success ? undefined : messagesByField(result.error)[name]);
  };

  /** Props for an input, select or textarea bound to `name`. */
  const register = (name: Name) => {
    const initial: FieldValue = defaults[name];
    return {
      name,
      ref: (control: Control | null) => {
        if (control) controls.set(name, control);
        else controls.delete(name);
      },
      ...(typeof initial === 'boolean' ? { defaultChecked: initial } : { defaultValue: initial ?? '' }),
      onChange: () => {
        if (submitted) void revalidate(name).catch(() => undefined);
      },
    };
  };

  /** Validates, then calls `onValid`; `onFailure` hears when the schema could not be downloaded. */
  const handleSubmit =
    (onValid: (data: output<S>) => Promise<void>, onFailure: (error: unknown) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted = true;
      let schema = loaded;
      if (!schema) {
        // The button shows that the form is working while the schema downloads, so a second press waits too.
        setSubmitting(true);
        try {
          schema = await preload();
        } catch (error) {
          onFailure(error);
          return;
        } finally {
          setSubmitting(false);
        }
      }
      const result = schema.safeParse(values());
      if (!result.success) {
        const messages = messagesByField(result.error);
        setErrors(() => messages as Partial<Record<Name, string>>);
        // Controls register in document order, so the first one with a message is the first on screen.
        [...controls].find(([name]) => messages[name] !== undefined)?.[1].focus();
        return;
      }
      setErrors(() => ({}));
      setSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    };

  /** Back to `next` (the defaults when omitted), with no messages, as before the first submit. */
  const reset = (next: input<S> = defaults) => {
    for (const name of controls.keys()) setValue(name, next[name]);
    submitted = false;
    setErrors(() => ({}));
  };

  return {
    register,
    handleSubmit,
    /** Starts loading the schema; forms call it on focus so that a submit rarely waits. */
    preload: () => void preload().catch(() => undefined),
    reset,
    setValue,
    setError: (name: Name, message: string) => setError(name, message),
    setFocus: (name: Name) => controls.get(name)?.focus(),
  };
}
