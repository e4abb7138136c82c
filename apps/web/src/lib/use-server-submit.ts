import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './form-errors';

/** A mutation's `mutate`, or a function that hands the form's values on to one. */
export type Mutate<TValues, TSaved> = (
  values: TValues,
  callbacks: { onSuccess: (saved: TSaved) => void; onError: (error: unknown) => void },
) => void;

/**
 * The submit of a form that a mutation saves: the message above the form is cleared, the checked
 * values are sent, and on failure the server's field errors go under their inputs and the rest
 * becomes `formError`.
 */
export function useServerSubmit<TInput extends FieldValues, TOutput, TSaved>(
  form: Pick<UseFormReturn<TInput, unknown, TOutput>, 'handleSubmit' | 'setError'>,
  mutate: Mutate<TOutput, TSaved>,
  {
    fields,
    fallback,
    onSuccess,
  }: {
    /** The inputs a server's field error can be shown under. */
    fields: readonly Path<TInput>[];
    /** Shown when the server gave nothing readable. */
    fallback: string;
    /** Given what the server answered and the values that were sent. */
    onSuccess: (saved: TSaved, values: TOutput) => void;
  },
) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    mutate(values, {
      onSuccess: (saved) => onSuccess(saved, values),
      onError: (error) => setFormError(applyServerErrors(error, form.setError, fields, fallback)),
    });
  });
  return { submit, formError, setFormError };
}
