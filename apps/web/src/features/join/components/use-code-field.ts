import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

/**
 * One code field without a form library (the entry pages' first load must stay small, issue 49),
 * checked as the react-hook-form forms are: on submit, with the focus on the field when it is wrong,
 * then on every change until it is right.
 */
export function useCodeField(check: (code: string) => z.ZodSafeParseResult<{ code: string }>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string>();

  const validate = (value: string) => {
    const result = check(value);
    setError(result.success ? undefined : result.error.issues[0]?.message);
    return result.success ? result.data.code : undefined;
  };

  return {
    error,
    field: {
      inputRef,
      error: Boolean(error),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (submitted) validate(event.target.value);
      },
    },
    /** The form's onSubmit: `onValid` gets the checked code. */
    onSubmit: (onValid: (code: string) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const code = validate(inputRef.current?.value ?? '');
      if (code === undefined) inputRef.current?.focus();
      else onValid(code);
    },
  };
}
