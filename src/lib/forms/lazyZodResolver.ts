import type { FieldValues, Resolver } from 'react-hook-form';
import type { input, output, ZodMiniType } from 'zod/mini';

type FormSchema = ZodMiniType<FieldValues, FieldValues>;

/** A form's resolver, and `preload` to start downloading what it needs. */
export interface LazyResolver<Input extends FieldValues, Values extends FieldValues> {
  resolver: Resolver<Input, unknown, Values>;
  preload: () => void;
}

/**
 * react-hook-form's zod resolver for a schema that downloads (with zod and the resolver) when the form is
 * first used rather than with the page. `preload` starts the download early: forms call it on focus, so a
 * submit rarely waits. A failed download rejects the submit (the form says so) and is tried again next time
 * (useLeadForm then posts the form itself if it fails again).
 */
export function lazyZodResolver<S extends FormSchema>(loadSchema: () => Promise<S>): LazyResolver<input<S>, output<S>> {
  type Bound = Resolver<input<S>, unknown, output<S>>;
  let loading: Promise<Bound> | null = null;
  const load = (): Promise<Bound> =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Bound,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const resolver: Bound = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => undefined) };
}
