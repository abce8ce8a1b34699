import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { type FieldErrors, fromServer, validate } from './field-errors';

/** Options of an entry form: its schema, first values and what saving does. */
export interface EntryFormOptions<V extends Record<string, string>, S extends z.ZodType> {
  schema: S;
  initial: V;
  /** Shapes the values into the request body before validation (e.g. the forced status). */
  toBody?: (values: V) => unknown;
  onSave: (body: z.output<S>) => Promise<void>;
  /** Called with the client-side errors when a submit is refused. */
  onInvalid?: (errors: FieldErrors) => void;
}

/** What a text field needs from its form (the matching TextField props). */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * State of an admin form: values, the schema's messages (shown once a field is left or a submit
 * is tried), the server's field errors (until that field changes) and the saving flag.
 */
export function useEntryForm<V extends Record<string, string>, S extends z.ZodType>(
  options: EntryFormOptions<V, S>,
) {
  const { schema, initial, toBody = (v: V) => v, onSave, onInvalid } = options;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const check = validate(schema, toBody(values));
  const clientErrors = check.ok ? {} : check.errors;

  const errorOf = (field: keyof V & string): string | undefined =>
    serverErrors[field] ?? (submitted || touched[field] ? clientErrors[field] : undefined);

  const set = (field: keyof V & string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const blur = (field: keyof V & string) => () => setTouched((current) => ({ ...current, [field]: true }));

  /** One field's binding, spread onto a TextField: its value, change, leave and error. */
  const field = (name: keyof V & string): FieldBinding => ({
    // Every field of V has a first value in `initial`: the fallback only satisfies the index type.
    value: values[name] ?? '',
    onChange: set(name),
    onBlur: blur(name),
    error: errorOf(name),
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setFormError(null);
    if (!check.ok) {
      onInvalid?.(check.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(check.data);
    } catch (error) {
      if (error instanceof ApiError) {
        const byField = fromServer(error.fieldErrors);
        setServerErrors(byField);
        // A message for a field this form does not show still has to be seen.
        const elsewhere = Object.entries(byField)
          .filter(([field]) => !(field in initial))
          .map(([, message]) => message);
        if (elsewhere.length || !error.fieldErrors.length) {
          setFormError([error.message, ...elsewhere].join(' '));
        }
      } else {
        setFormError(error instanceof Error ? error.message : 'Unknown error');
      }
    } finally {
      setSaving(false);
    }
  };

  return { values, set, errorOf, field, submit, saving, formError };
}
