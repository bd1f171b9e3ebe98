import type { FieldErrors } from '@ppd/domain';
import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../lib/api.ts';
import { useOptionalDialogs } from './DialogsProvider.tsx';
import { type FormValues, runSubmit, withoutError } from './form.ts';

export interface UseFormOptions {
  /**
   * Failures that are not a field's (network, 500, 403 ...). Default: the error dialog, with the server's message for
   * a refusal (`dialogs.failed`).
   */
  onError?: (error: unknown) => void;
}

/**
 * Form state validated with a shared zod schema: values, per-field errors, and `submit(handler)` that
 * validates, runs the handler and puts a server `{ field, message }` under its field.
 */
export function useForm<S extends z.ZodType, V extends FormValues>(
  schema: S,
  initial: V,
  options: UseFormOptions = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const dialogs = useOptionalDialogs();
  const initialRef = useRef(initial);
  const latest = useRef({ values, options, dialogs });
  latest.current = { values, options, dialogs };

  const setField = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutError(current, name));
  }, []);

  const reset = useCallback((next?: V) => {
    setValues(next ?? initialRef.current);
    setErrors({});
  }, []);

  const submit = useCallback(
    (handler: (data: z.output<S>) => unknown) => async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitting(true);
      try {
        const outcome = await runSubmit(schema, latest.current.values, handler);
        if (outcome.status === 'invalid' || outcome.status === 'rejected') setErrors(outcome.errors);
        else if (outcome.status === 'done') setErrors({});
        else if (!(isApiError(outcome.error) && outcome.error.sessionExpired)) {
          const { options: current, dialogs: shown } = latest.current;
          if (current.onError) current.onError(outcome.error);
          else void shown?.failed(outcome.error);
        }
      } finally {
        setSubmitting(false);
      }
    },
    [schema],
  );

  /** Props for a text-like field: `<TextField label=".." {...form.field('email')} />`. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setField(name, event.target.value as V[K]),
  });

  /** Props for a Checkbox or Switch. */
  const toggle = <K extends keyof V & string>(name: K) => ({
    name,
    checked: values[name] === true,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.checked as V[K]),
  });

  /** Props for a field that hands over its new value, not an event: `<DateField label=".." {...form.control('day')} />`. */
  const control = <K extends keyof V & string>(name: K) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: V[K]) => setField(name, value),
  });

  return { values, errors, submitting, setField, setErrors, reset, submit, field, toggle, control };
}
